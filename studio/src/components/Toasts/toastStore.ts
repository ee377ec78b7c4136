/** Toasts close by themselves after this long unless marked sticky (docs/product.md, Constants and limits). */
export const TOAST_AUTO_CLOSE_MS = 5000;

export type ToastVariant = "default" | "success" | "error";

export interface Toast {
  id: number;
  message: string;
  variant: ToastVariant;
  sticky: boolean;
}

/** Why a toast's countdown is held: the pointer is over it, or keyboard focus is inside it. */
export type ToastHold = "hover" | "focus";

export interface ShowToastInput {
  message: string;
  variant?: ToastVariant;
  /** A sticky toast stays until it is closed. */
  sticky?: boolean;
}

export interface ToastStore {
  /** The toasts on screen, oldest first; a new array after every change. */
  getSnapshot(): readonly Toast[];
  subscribe(listener: () => void): () => void;
  show(input: ShowToastInput): number;
  dismiss(id: number): void;
  /** Holds the auto-close countdown while the person hovers or focuses the toast. */
  pause(id: number, hold: ToastHold): void;
  /** Releases one hold; the countdown continues, with the time that was left, once no hold remains. */
  resume(id: number, hold: ToastHold): void;
  clear(): void;
}

interface Countdown {
  handle: ReturnType<typeof setTimeout> | null;
  remainingMs: number;
  startedAt: number;
  holds: Set<ToastHold>;
}

/** A framework-free toast list with auto-close timers, read by React through useSyncExternalStore. */
export function createToastStore({ autoCloseMs = TOAST_AUTO_CLOSE_MS }: { autoCloseMs?: number } = {}): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const countdowns = new Map<number, Countdown>();

  function emit(): void {
    for (const listener of listeners) listener();
  }

  function startCountdown(id: number, countdown: Countdown): void {
    countdown.startedAt = Date.now();
    countdown.handle = setTimeout(() => dismiss(id), countdown.remainingMs);
  }

  function dismiss(id: number): void {
    const countdown = countdowns.get(id);
    if (countdown?.handle) clearTimeout(countdown.handle);
    countdowns.delete(id);
    if (!toasts.some((toast) => toast.id === id)) return;
    toasts = toasts.filter((toast) => toast.id !== id);
    emit();
  }

  return {
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    show({ message, variant = "default", sticky = false }) {
      const id = nextId++;
      toasts = [...toasts, { id, message, variant, sticky }];
      if (!sticky) {
        const countdown: Countdown = { handle: null, remainingMs: autoCloseMs, startedAt: 0, holds: new Set() };
        countdowns.set(id, countdown);
        startCountdown(id, countdown);
      }
      emit();
      return id;
    },
    dismiss,
    pause(id, hold) {
      const countdown = countdowns.get(id);
      if (!countdown) return;
      countdown.holds.add(hold);
      if (!countdown.handle) return;
      clearTimeout(countdown.handle);
      countdown.handle = null;
      countdown.remainingMs = Math.max(0, countdown.remainingMs - (Date.now() - countdown.startedAt));
    },
    resume(id, hold) {
      const countdown = countdowns.get(id);
      if (!countdown) return;
      countdown.holds.delete(hold);
      if (countdown.handle || countdown.holds.size > 0) return;
      startCountdown(id, countdown);
    },
    clear() {
      for (const countdown of countdowns.values()) {
        if (countdown.handle) clearTimeout(countdown.handle);
      }
      countdowns.clear();
      if (toasts.length === 0) return;
      toasts = [];
      emit();
    },
  };
}
