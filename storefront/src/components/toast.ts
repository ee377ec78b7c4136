/**
 * Toasts (docs/product.md, Screens and routes; Constants and limits): a short message with a coloured left border (blue by
 * default, green for success, red for errors) that closes itself after 5000 ms
 * unless it is sticky. Errors are announced at once (role="alert"), the others
 * politely (role="status"). Needs the region of Toast.astro on the page. Browser only.
 */
export const TOAST_AUTO_CLOSE_MS = 5000;

export type ToastTone = "info" | "success" | "error";

export interface ToastOptions {
  tone?: ToastTone;
  /** Stays until the reader closes it. */
  sticky?: boolean;
}

/** Shows `message` in the page's toast region; nothing when the page has none. */
export function showToast(message: string, { tone = "info", sticky = false }: ToastOptions = {}): void {
  const region = document.querySelector<HTMLElement>("[data-toast-region]");
  if (!region) return;
  const toast = document.createElement("div");
  toast.className = `toast toast--${tone}`;
  toast.setAttribute("role", tone === "error" ? "alert" : "status");
  const text = document.createElement("p");
  text.className = "toast__message";
  text.textContent = message;
  const close = document.createElement("button");
  close.type = "button";
  close.className = "toast__close";
  close.setAttribute("aria-label", "Close notification");
  close.textContent = "×";
  toast.append(text, close);

  let timer: number | undefined;
  const dismiss = () => {
    window.clearTimeout(timer);
    toast.remove();
  };
  close.addEventListener("click", dismiss);
  region.append(toast);
  if (!sticky) timer = window.setTimeout(dismiss, TOAST_AUTO_CLOSE_MS);
}
