import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_AUTO_CLOSE_MS, createToastStore } from "./toastStore.ts";

describe("toast store", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("auto-closes after 5000 ms", () => {
    expect(TOAST_AUTO_CLOSE_MS).toBe(5000);
    const store = createToastStore();
    store.show({ message: "Saved." });

    vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 1);
    expect(store.getSnapshot().map((toast) => toast.message)).toEqual(["Saved."]);

    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("keeps a sticky toast until it is dismissed", () => {
    const store = createToastStore();
    const id = store.show({ message: "Payment failed.", variant: "error", sticky: true });

    vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS * 10);
    expect(store.getSnapshot()).toEqual([{ id, message: "Payment failed.", variant: "error", sticky: true }]);

    store.dismiss(id);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("defaults to the default variant and keeps toasts in the order they were shown", () => {
    const store = createToastStore();
    store.show({ message: "First" });
    store.show({ message: "Second", variant: "success" });

    expect(store.getSnapshot().map(({ message, variant }) => [message, variant])).toEqual([
      ["First", "default"],
      ["Second", "success"],
    ]);
  });

  it("closes each toast on its own schedule", () => {
    const store = createToastStore();
    store.show({ message: "Earlier" });
    vi.advanceTimersByTime(2000);
    store.show({ message: "Later" });

    vi.advanceTimersByTime(3000);
    expect(store.getSnapshot().map((toast) => toast.message)).toEqual(["Later"]);

    vi.advanceTimersByTime(2000);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("dismissing early cancels the timer and notifies once", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const id = store.show({ message: "Closed by hand" });
    store.subscribe(listener);

    store.dismiss(id);
    vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS);

    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("pauses the countdown and resumes with the time that was left", () => {
    const store = createToastStore();
    const id = store.show({ message: "Hovered" });

    vi.advanceTimersByTime(3000);
    store.pause(id, "hover");
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(1);

    store.resume(id, "hover");
    vi.advanceTimersByTime(1999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("stays paused while focus is inside even after the pointer leaves", () => {
    const store = createToastStore();
    const id = store.show({ message: "Read me" });

    store.pause(id, "hover");
    store.pause(id, "focus");
    store.resume(id, "hover");
    vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS * 2);
    expect(store.getSnapshot()).toHaveLength(1);

    store.resume(id, "focus");
    vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
  });

  it("ignores pause and resume on sticky toasts", () => {
    const store = createToastStore();
    const id = store.show({ message: "Stays", sticky: true });

    store.pause(id, "hover");
    store.resume(id, "hover");
    vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS * 2);

    expect(store.getSnapshot()).toHaveLength(1);
  });

  it("gives a new snapshot on every change and the same one otherwise", () => {
    const store = createToastStore();
    const empty = store.getSnapshot();
    expect(store.getSnapshot()).toBe(empty);

    store.show({ message: "Changed" });
    expect(store.getSnapshot()).not.toBe(empty);
  });

  it("stops notifying a listener after it unsubscribes", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.show({ message: "Heard" });
    unsubscribe();
    store.show({ message: "Not heard" });

    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("clear removes every toast and its timer", () => {
    const store = createToastStore();
    store.show({ message: "One" });
    store.show({ message: "Two", sticky: true });

    store.clear();

    expect(store.getSnapshot()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("honours a custom auto-close delay", () => {
    const store = createToastStore({ autoCloseMs: 100 });
    store.show({ message: "Quick" });
    vi.advanceTimersByTime(100);
    expect(store.getSnapshot()).toEqual([]);
  });
});
