import { useEffect, useRef, useState } from "react";
import type { RefObject } from "react";

export type MoveDirection = "up" | "down";

/**
 * Keeps the keyboard on an item moved with its up/down buttons. Reordering
 * moves list items in the DOM, and a moved (or now disabled) button loses
 * focus: once the list has re-rendered with `version` (its data), the focus
 * goes back to the moved item's button of that direction, or its other one
 * at the end of the list. The buttons carry `data-move="<id>-<direction>"`.
 */
export function useFocusAfterMove<E extends HTMLElement>(
  version: unknown,
): {
  listRef: RefObject<E | null>;
  focusAfterMove: (itemId: number, direction: MoveDirection) => void;
} {
  const listRef = useRef<E>(null);
  const [pending, setPending] = useState<{ itemId: number; direction: MoveDirection } | null>(null);

  useEffect(() => {
    if (!pending || !listRef.current) return;
    const { itemId, direction } = pending;
    const wanted = listRef.current.querySelector<HTMLButtonElement>(`[data-move="${itemId}-${direction}"]:not(:disabled)`);
    const other = listRef.current.querySelector<HTMLButtonElement>(`[data-move="${itemId}-${direction === "up" ? "down" : "up"}"]`);
    (wanted ?? other)?.focus();
    // Once only: a later refetch of the list must not pull the focus back here.
    setPending(null);
  }, [pending, version]);

  return { listRef, focusAfterMove: (itemId, direction) => setPending({ itemId, direction }) };
}
