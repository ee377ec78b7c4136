import type { DragEvent } from "react";

/**
 * What is being dragged across the board: a beat (by its handle, to reorder)
 * or a chapter (its whole row; its link has draggable={false}, or the browser
 * would drag the link's URL instead), to move into a beat.
 */
export interface Dragged {
  kind: "beat" | "chapter";
  id: number;
}

// Plain text with a prefix of our own: custom MIME types do not survive every
// browser's (or test driver's) drag data, and text dragged in from elsewhere
// does not start with the prefix, so it is ignored.
const TYPE = "text/plain";
const PREFIX = "storyloom-outline:";

export function startDrag(event: DragEvent<HTMLElement>, dragged: Dragged): void {
  event.stopPropagation();
  event.dataTransfer.effectAllowed = "move";
  event.dataTransfer.setData(TYPE, `${PREFIX}${dragged.kind}:${dragged.id}`);
}

export function readDragged(event: DragEvent<HTMLElement>): Dragged | null {
  const match = /^storyloom-outline:(beat|chapter):(\d{1,15})$/.exec(event.dataTransfer.getData(TYPE));
  if (!match) return null;
  return { kind: match[1] === "beat" ? "beat" : "chapter", id: Number(match[2]) };
}
