import { useEffect, useId, useRef, useState } from "react";
import type { ReactNode } from "react";
import { errorMessageOf } from "../../api/errors.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx";
import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { useToast } from "../../components/Toasts/useToast.ts";
import { EditingCard, EntryActions, EntryCard } from "./EntryCard.tsx";
import { EntryForm } from "./EntryForm.tsx";
import { copyDraft, neighbourOf, slotsOf } from "./entryDrafts.ts";
import type { EntryBase, EntryDraft, EntryKind } from "./entryDrafts.ts";
import { useEntryEditing } from "./useEntryEditing.ts";
import type { Editing } from "./useEntryEditing.ts";
import styles from "./StoryBible.module.css";

/** Where the keyboard goes once the list has re-rendered: an entry's card, the add button, or the first field the server refused. */
type FocusRequest = { entryId: number } | "add" | "invalid" | null;

export interface EntryListProps<E extends EntryBase, F extends string> {
  kind: EntryKind<E, F>;
  entries: readonly E[];
  /** The list as the query cache holds it right now: read after an await, before the screen has re-rendered. */
  currentEntries: () => readonly E[];
  /** Whether the list's tab is shown: a hidden list does not watch for clicks outside its open card. */
  isActive: boolean;
  /** Says what just happened to screen-reader users. */
  announce: (message: string) => void;
  onCreate: (draft: EntryDraft<F>, orderIndex: number) => Promise<E>;
  onUpdate: (id: number, draft: EntryDraft<F>, saved: EntryDraft<F>) => Promise<E>;
  onDelete: (entry: E) => Promise<void>;
  onDeleteAll: () => Promise<void>;
  /** "Change with AI" of one entry: its panel, shown in the entry's card until `close` is called. */
  renderAiChange?: (entry: E, close: () => void) => ReactNode;
}

/**
 * An ordered list of characters or lore entries with the editor
 * actions of docs/product.md (States and transitions). One card is open at a time; leaving it (a click outside, Escape,
 * opening another) saves it when it changed, and a refused save keeps it open
 * with the server's messages: the author's text is never dropped.
 */
export function EntryList<E extends EntryBase, F extends string>(props: EntryListProps<E, F>) {
  const { kind, entries, currentEntries, isActive, announce, onCreate, onUpdate, onDelete, onDeleteAll, renderAiChange } = props;
  const toast = useToast();
  const helpId = useId();
  const { editing, editingRef, editingCardRef, isSaving, setEditing, openNew, save, leave } = useEntryEditing({
    kind,
    currentEntries,
    isActive,
    announce,
    onCreate,
    onUpdate,
  });
  const [toDelete, setToDelete] = useState<E | null>(null);
  const [isDeleteAllOpen, setIsDeleteAllOpen] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const [focusRequest, setFocusRequest] = useState<FocusRequest>(null);
  const [changingId, setChangingId] = useState<number | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  function indexOf(id: number): number {
    return currentEntries().findIndex((entry) => entry.id === id);
  }

  useEffect(() => {
    if (focusRequest === null || !rootRef.current) return;
    const selector =
      focusRequest === "add" ? "[data-focus-add]" : focusRequest === "invalid" ? "[aria-invalid='true']" : `[data-focus-entry="${focusRequest.entryId}"]`;
    const element = rootRef.current.querySelector<HTMLElement>(selector);
    // A refusal without field messages (the network, a 404) marks no field: the keyboard stays where it is.
    if (element) element.focus();
    if (element || focusRequest === "invalid") setFocusRequest(null);
  }, [focusRequest, entries, editing]);

  function focusAfterClose(closed: Editing<F>, saved: E | null) {
    if (saved) setFocusRequest({ entryId: saved.id });
    else if (closed.target !== "new") setFocusRequest({ entryId: closed.target });
    else {
      const next = neighbourOf(currentEntries(), closed.insertAt);
      setFocusRequest(next ? { entryId: next.id } : "add");
    }
  }

  /**
   * Opens a form, which takes the focus (its first field): a card's focus still
   * waiting for the list to show that card is dropped, or it would take the
   * focus from the form while the author types (a name typed into a card's button is lost).
   */
  function openForm(open: () => void) {
    setFocusRequest(null);
    open();
  }

  async function handleOpen(entry: E) {
    if (editingRef.current?.target === entry.id) return;
    // The form takes the card's place: a "Change with AI" panel open on it goes with it.
    setChangingId((open) => (open === entry.id ? null : open));
    if (!(await leave()).left) return;
    const fresh = currentEntries().find((candidate) => candidate.id === entry.id) ?? entry;
    const draft = kind.draftOf(fresh);
    openForm(() => setEditing({ target: fresh.id, insertAt: indexOf(fresh.id), draft, saved: draft, errors: {} }));
  }

  async function handleAdd(place: { entryId: number; below: boolean } | "end") {
    if (!(await leave()).left) return;
    if (place === "end") return openForm(() => openNew(currentEntries().length));
    const index = indexOf(place.entryId);
    if (index >= 0) openForm(() => openNew(place.below ? index + 1 : index));
  }

  async function handleSave() {
    const saved = await save();
    setFocusRequest(saved ? { entryId: saved.id } : "invalid");
  }

  async function handleSaveAndNew() {
    const saved = await save();
    if (!saved) return setFocusRequest("invalid");
    const index = indexOf(saved.id);
    openForm(() => openNew(index >= 0 ? index + 1 : currentEntries().length));
    announce(`${saved.name} saved. A new ${kind.singular} is open below it.`);
  }

  async function handleEscape() {
    const closed = editingRef.current;
    if (!closed) return;
    const result = await leave();
    if (result.left) focusAfterClose(closed, result.saved);
    else setFocusRequest("invalid");
  }

  function handleCancel() {
    const closed = editingRef.current;
    if (!closed) return;
    setEditing(null);
    focusAfterClose(closed, null);
  }

  async function handleDuplicate(entry: E) {
    if (!(await leave()).left) return;
    const original = currentEntries().find((candidate) => candidate.id === entry.id) ?? entry;
    try {
      const copy = await onCreate(copyDraft(kind, original), indexOf(original.id) + 1);
      setFocusRequest({ entryId: copy.id });
      announce(`${copy.name} added below ${original.name}.`);
    } catch (error) {
      toast.error(`“${original.name}” is not duplicated: ${errorMessageOf(error)}`);
    }
  }

  async function handleConfirmDelete() {
    if (!toDelete) return;
    const entry = toDelete;
    const index = indexOf(entry.id);
    setIsDeleting(true);
    try {
      await onDelete(entry);
      const open = editingRef.current;
      if (open?.target === entry.id) setEditing(null);
      else if (open?.target === "new" && index >= 0 && index < open.insertAt) setEditing({ ...open, insertAt: open.insertAt - 1 });
      const next = neighbourOf(currentEntries(), index);
      setFocusRequest(next ? { entryId: next.id } : "add");
      announce(`${entry.name} deleted.`);
    } catch (error) {
      toast.error(`“${entry.name}” is not deleted: ${errorMessageOf(error)}`);
    } finally {
      setIsDeleting(false);
      setToDelete(null);
    }
  }

  async function handleConfirmDeleteAll() {
    const count = entries.length;
    setIsDeleting(true);
    try {
      await onDeleteAll();
      setEditing(null);
      setFocusRequest("add");
      announce(`All ${count} ${count === 1 ? kind.singular : kind.plural} deleted.`);
    } catch (error) {
      toast.error(`Nothing is deleted: ${errorMessageOf(error)}`);
    } finally {
      setIsDeleting(false);
      setIsDeleteAllOpen(false);
    }
  }

  function actionsFor(entry: E) {
    return (
      <EntryActions
        name={entry.name}
        onAddAbove={() => void handleAdd({ entryId: entry.id, below: false })}
        onAddBelow={() => void handleAdd({ entryId: entry.id, below: true })}
        onDuplicate={() => void handleDuplicate(entry)}
        onDelete={() => setToDelete(entry)}
        onChangeWithAi={renderAiChange ? () => setChangingId(entry.id) : undefined}
      />
    );
  }

  function closeAiChange(entryId: number) {
    setChangingId((open) => (open === entryId ? null : open));
    setFocusRequest({ entryId });
  }

  function formFor(open: Editing<F>, label: string) {
    return (
      <EntryForm
        kind={kind}
        label={label}
        draft={open.draft}
        errors={open.errors}
        isSaving={isSaving}
        onChange={(field, value) => {
          const now = editingRef.current;
          if (now) setEditing({ ...now, draft: { ...now.draft, [field]: value } });
        }}
        onSave={() => void handleSave()}
        onSaveAndNew={() => void handleSaveAndNew()}
        onCancel={handleCancel}
        onEscape={() => void handleEscape()}
      />
    );
  }

  const slots = slotsOf(entries, editing?.target === "new" ? editing.insertAt : null);
  const count = `${entries.length} ${entries.length === 1 ? kind.singular : kind.plural}`;

  return (
    <div ref={rootRef} className={styles.entries}>
      {slots.length === 0 ? (
        <EmptyState
          title={kind.emptyTitle}
          actions={
            <button type="button" className="button button-primary" data-focus-add onClick={() => openForm(() => openNew(0))}>
              Add the first {kind.singular}
            </button>
          }
        >
          <p>{kind.emptyText}</p>
        </EmptyState>
      ) : (
        <>
          <div className={styles.toolbar} data-keeps-editing>
            <button type="button" className="button button-primary button-small" data-focus-add onClick={() => void handleAdd("end")}>
              Add {kind.withArticle}
            </button>
            <button type="button" className="button button-small" disabled={!editing} onClick={() => void handleSave()}>
              Save selected {kind.singular}
            </button>
            <button type="button" className="button button-small" disabled={entries.length === 0} onClick={() => setIsDeleteAllOpen(true)}>
              Delete all
            </button>
            <span className={styles.muted}>{count}</span>
          </div>
          <p id={helpId} className={styles.help}>
            Select {kind.withArticle} to edit it. In its form, Ctrl+Enter saves; Escape or a click outside the card saves it and closes it.
          </p>
          <ol className={styles.list} aria-label={kind.title} aria-describedby={helpId}>
            {slots.map((slot) => {
              if (slot.kind === "new" && editing) {
                return <EditingCard key="new" cardRef={editingCardRef} title={`New ${kind.singular}`} form={formFor(editing, `New ${kind.singular}`)} />;
              }
              if (slot.kind === "new") return null;
              const { entry } = slot;
              if (editing?.target === entry.id) {
                return (
                  <EditingCard
                    key={entry.id}
                    cardRef={editingCardRef}
                    title={entry.name}
                    form={formFor(editing, `Edit ${entry.name}`)}
                    actions={actionsFor(entry)}
                  />
                );
              }
              const extra = changingId === entry.id && renderAiChange ? renderAiChange(entry, () => closeAiChange(entry.id)) : null;
              return <EntryCard key={entry.id} kind={kind} entry={entry} onOpen={() => void handleOpen(entry)} actions={actionsFor(entry)} extra={extra} />;
            })}
          </ol>
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={`Delete “${toDelete?.name ?? ""}”?`}
        confirmLabel={`Delete ${kind.singular}`}
        tone="danger"
        isPending={isDeleting}
        onConfirm={() => void handleConfirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        <p>The {kind.singular} and everything written in it are deleted. This cannot be undone.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={isDeleteAllOpen}
        title={entries.length === 1 ? `Delete the 1 ${kind.singular}?` : `Delete all ${count}?`}
        confirmLabel={`Delete all ${kind.plural}`}
        tone="danger"
        isPending={isDeleting}
        onConfirm={() => void handleConfirmDeleteAll()}
        onCancel={() => setIsDeleteAllOpen(false)}
      >
        <p>Every {kind.singular} of this book is deleted, with everything written in it. This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}
