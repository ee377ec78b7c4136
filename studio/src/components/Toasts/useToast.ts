import { useContext, useMemo } from "react";
import { ToastContext } from "./toastContext.ts";
import type { ShowToastInput } from "./toastStore.ts";

type ToastOptions = Omit<ShowToastInput, "message" | "variant">;

export interface ToastApi {
  show(input: ShowToastInput): number;
  success(message: string, options?: ToastOptions): number;
  error(message: string, options?: ToastOptions): number;
  dismiss(id: number): void;
}

/** Shows notifications as toasts (blue default, green success, red error; 5000 ms unless sticky). */
export function useToast(): ToastApi {
  const store = useContext(ToastContext);
  if (!store) throw new Error("useToast must be used inside <ToastProvider>");
  return useMemo(
    () => ({
      show: (input) => store.show(input),
      success: (message, options) => store.show({ ...options, message, variant: "success" }),
      error: (message, options) => store.show({ ...options, message, variant: "error" }),
      dismiss: (id) => store.dismiss(id),
    }),
    [store],
  );
}
