import { useEffect, useRef, useState } from "react";
import { errorMessageOf } from "../../api/errors.ts";
import { fieldErrorsOf } from "../../api/fieldErrors.ts";
import { useToast } from "../../components/Toasts/useToast.ts";
import { isDraftChanged } from "./entryDrafts.ts";
import type { EntryBase, EntryDraft, EntryKind } from "./entryDrafts.ts";

/** The one entry open for editing. */
export interface Editing<F extends string> {
  /** The entry's id, or "new" for one not saved yet. */
  target: number | "new";
  /** Where a new one goes: its place in the list. */
  insertAt: number;
  draft: EntryDraft<F>;
  /** The form as last saved: "changed" is measured against it. */
  saved: EntryDraft<F>;
  errors: Record<string, string>;
}

export type LeaveResult<E> = { left: false } | { left: true; saved: E | null };

interface EntryEditingOptions<E extends EntryBase, F extends string> {
  kind: EntryKind<E, F>;
  /** The list as the query cache holds it right now: read after an await, before the screen has re-rendered. */
  currentEntries: () => readonly E[];
  /** Whether the list is shown: a hidden list does not watch for clicks outside its open card. */
  isActive: boolean;
  announce: (message: string) => void;
  onCreate: (draft: EntryDraft<F>, orderIndex: number) => Promise<E>;
  onUpdate: (id: number, draft: EntryDraft<F>, saved: EntryDraft<F>) => Promise<E>;
}

/**
 * The one card of a list open for editing, and how it is left: saved when it
 * changed (one save at a time), closed when it did not, kept open with the
 * server's messages when a save is refused. A press outside the card
 * (`editingCardRef`) leaves it: the "save by outside click" of docs/product.md (States and transitions).
 */
export function useEntryEditing<E extends EntryBase, F extends string>({
  kind,
  currentEntries,
  isActive,
  announce,
  onCreate,
  onUpdate,
}: EntryEditingOptions<E, F>) {
  const toast = useToast();
  const [editing, setEditingState] = useState<Editing<F> | null>(null);
  // The handlers read the form through a ref: a click outside and the click it causes run before React re-renders.
  const editingRef = useRef<Editing<F> | null>(null);
  const savingRef = useRef<Promise<E | null> | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const editingCardRef = useRef<HTMLLIElement>(null);
  const leaveRef = useRef<() => Promise<LeaveResult<E>>>(null);
  // The toast of the last refused save: a later save that goes through takes it away, so it never contradicts the screen.
  const refusalToastRef = useRef<number | null>(null);

  function setEditing(next: Editing<F> | null) {
    editingRef.current = next;
    setEditingState(next);
  }

  function openNew(insertAt: number) {
    const draft = kind.draftOf(null);
    setEditing({ target: "new", insertAt, draft, saved: draft, errors: {} });
  }

  /** Saves the open form. Resolves with the saved entry once the form has closed, or null while it stays open (refused, or typed into meanwhile). */
  function save(): Promise<E | null> {
    if (savingRef.current) return savingRef.current;
    const current = editingRef.current;
    if (!current) return Promise.resolve(null);
    if (current.target !== "new" && !isDraftChanged(current.draft, current.saved)) {
      setEditing(null);
      return Promise.resolve(currentEntries().find((entry) => entry.id === current.target) ?? null);
    }
    const label = current.saved.name.trim() ? `“${current.saved.name}”` : `The new ${kind.singular}`;
    const run = async (): Promise<E | null> => {
      try {
        const saved =
          current.target === "new"
            ? await onCreate(current.draft, Math.min(current.insertAt, currentEntries().length))
            : await onUpdate(current.target, current.draft, current.saved);
        if (refusalToastRef.current !== null) toast.dismiss(refusalToastRef.current);
        refusalToastRef.current = null;
        const now = editingRef.current;
        if (now?.target !== current.target) return saved;
        if (now.draft !== current.draft) {
          // Typed into while the save was on its way: stay open with the newer text, measured against what was saved.
          setEditing({ ...now, target: saved.id, saved: kind.draftOf(saved), errors: {} });
          return null;
        }
        setEditing(null);
        announce(`${saved.name} saved.`);
        return saved;
      } catch (error) {
        const fields = Object.fromEntries(
          Object.entries(fieldErrorsOf(error)).filter(([field]) => field === "type" || kind.fields.some((spec) => spec.name === field)),
        );
        const now = editingRef.current;
        if (now?.target === current.target) setEditing({ ...now, errors: fields });
        if (refusalToastRef.current !== null) toast.dismiss(refusalToastRef.current);
        refusalToastRef.current = toast.error(
          Object.keys(fields).length > 0 ? `${label} is not saved: check the marked fields.` : `${label} is not saved: ${errorMessageOf(error)}`,
        );
        return null;
      }
    };
    setIsSaving(true);
    const promise = run().finally(() => {
      savingRef.current = null;
      setIsSaving(false);
    });
    savingRef.current = promise;
    return promise;
  }

  /** Leaves the open form as a click outside does: a changed one is saved, an untouched one closed. */
  async function leave(): Promise<LeaveResult<E>> {
    if (savingRef.current) {
      const saved = await savingRef.current;
      return saved ? { left: true, saved } : { left: false };
    }
    const current = editingRef.current;
    if (!current) return { left: true, saved: null };
    if (!isDraftChanged(current.draft, current.saved)) {
      setEditing(null);
      return { left: true, saved: null };
    }
    const saved = await save();
    return saved ? { left: true, saved } : { left: false };
  }

  useEffect(() => {
    leaveRef.current = leave;
  });

  // Save by outside click: a press anywhere but the open card, a dialog, the toasts or this list's toolbar leaves the card.
  const isEditing = editing !== null;
  useEffect(() => {
    if (!isEditing || !isActive) return;
    function handlePointerDown(event: PointerEvent) {
      const target = event.target;
      if (!(target instanceof Element) || editingCardRef.current?.contains(target)) return;
      if (target.closest("dialog, [data-keeps-editing], section[aria-label='Notifications']")) return;
      void leaveRef.current?.();
    }
    document.addEventListener("pointerdown", handlePointerDown);
    return () => document.removeEventListener("pointerdown", handlePointerDown);
  }, [isEditing, isActive]);

  return { editing, editingRef, editingCardRef, isSaving, setEditing, openNew, save, leave };
}
