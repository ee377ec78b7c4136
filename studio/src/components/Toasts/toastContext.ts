import { createContext } from "react";
import type { ToastStore } from "./toastStore.ts";

export const ToastContext = createContext<ToastStore | null>(null);
