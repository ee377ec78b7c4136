// Base styles first, so component styles of equal specificity override them.
import "./styles/global.css";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { loadHeatmap } from "./analytics/heatmap.ts";
import { isRetryableError } from "./api/errors.ts";
import { ToastProvider } from "./components/Toasts/ToastProvider.tsx";
import { createStudioRouter } from "./routes.tsx";

const MAX_QUERY_RETRIES = 2;

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // A 4xx answer will not change by asking again; server and network trouble may.
      retry: (failureCount, error) => failureCount < MAX_QUERY_RETRIES && isRetryableError(error),
    },
  },
});

const router = createStudioRouter();
loadHeatmap();

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>
  </StrictMode>,
);
