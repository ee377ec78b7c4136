import { useSyncExternalStore, type FocusEvent } from "react";
import type { Toast, ToastStore } from "./toastStore.ts";
import styles from "./Toasts.module.css";

const variantLabel: Record<Toast["variant"], string> = {
  default: "Notice",
  success: "Success",
  error: "Error",
};

/** Whether focus is only moving between elements of the same toast. */
function focusStaysInside(event: FocusEvent<HTMLElement>): boolean {
  return event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget);
}

/**
 * The toast viewport. The live region is always in the document so screen
 * readers already watch it when the first toast arrives; each toast is read
 * once, with its kind, because the items themselves carry no second live role.
 */
export function Toasts({ store }: { store: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <section className={styles.viewport} aria-label="Notifications">
      <ol className={styles.list} aria-live="polite">
        {toasts.map((toast) => (
          <li
            key={toast.id}
            className={`${styles.toast} ${styles[toast.variant]}`}
            data-variant={toast.variant}
            onMouseEnter={() => store.pause(toast.id, "hover")}
            onMouseLeave={() => store.resume(toast.id, "hover")}
            onFocus={() => store.pause(toast.id, "focus")}
            onBlur={(event) => {
              if (!focusStaysInside(event)) store.resume(toast.id, "focus");
            }}
          >
            <span className="visually-hidden">{variantLabel[toast.variant]}: </span>
            <p className={styles.message}>{toast.message}</p>
            <button type="button" className={styles.close} aria-label="Close notification" onClick={() => store.dismiss(toast.id)}>
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
