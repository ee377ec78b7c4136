import { useEffect, useState, type ReactNode } from "react";
import { ToastContext } from "./toastContext.ts";
import { createToastStore } from "./toastStore.ts";
import { Toasts } from "./Toasts.tsx";

/** Owns the toast list of the whole studio and renders it above every screen. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createToastStore);
  useEffect(() => () => store.clear(), [store]);
  return (
    <ToastContext value={store}>
      {children}
      <Toasts store={store} />
    </ToastContext>
  );
}
