import { useEffect, useRef, useState } from "react";
import type { DragEvent } from "react";
import type { OutlineBeatView, OutlineView, UpdateBeatBody } from "@storyloom/api/client";
import { Link } from "react-router";
import { errorMessageOf } from "../../api/errors.ts";
import { fieldErrorsOf } from "../../api/fieldErrors.ts";
import { useMoveChaptersToBeat, useSaveBeats, useUpdateBeat } from "../../api/outline.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx";
import { AiGenerateToggle } from "../../components/AiSuggestions/AiGenerateToggle.tsx";
import { useToast } from "../../components/Toasts/useToast.ts";
import { paths } from "../../paths.ts";
import { BeatCard, beatName, chapterName } from "./BeatCard.tsx";
import { BeatForm } from "./BeatForm.tsx";
import type { BeatFormValues } from "./BeatForm.tsx";
import { ChangeBeat, GenerateBeats, GenerateScenes, PlanAct } from "./AiOutlineTools.tsx";
import { ChapterMover } from "./ChapterMover.tsx";
import { readDragged, startDrag } from "./dragData.ts";
import { SceneCards } from "./SceneCards.tsx";
import { actLabel, groupByAct, moveBeatStep, newBeat, placeBeat, predictMoveChapters, predictSave, saveBody, whereIs } from "./outlineMoves.ts";
import type { Act } from "./outlineMoves.ts";
import styles from "./BookOutline.module.css";

interface OutlineBoardProps {
  bookId: number;
  outline: OutlineView;
  /** Says what just happened to screen-reader users (the screen's aria-live region). */
  announce: (message: string) => void;
}

/** The book's beats in columns by act: reorder them, edit them, and move chapters between them. */
export function OutlineBoard({ bookId, outline, announce }: OutlineBoardProps) {
  const toast = useToast();
  const saveBeats = useSaveBeats(bookId);
  const moveChapters = useMoveChaptersToBeat(bookId);
  const updateBeat = useUpdateBeat(bookId);
  const [addingTo, setAddingTo] = useState<Act | undefined>(undefined);
  const [toDelete, setToDelete] = useState<OutlineBeatView | null>(null);
  const [editErrors, setEditErrors] = useState<{ beatId: number; fields: Record<string, string> } | null>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<{ beatId: number; direction: "up" | "down" } | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const groups = groupByAct(outline.beats);
  const flat = groups.flatMap((group) => group.beats);

  // A moved card is re-rendered in its new place: keep the focus on its button so the keyboard user can go on moving it.
  useEffect(() => {
    if (!focusAfterMove || !boardRef.current) return;
    const { beatId, direction } = focusAfterMove;
    const wanted = boardRef.current.querySelector<HTMLButtonElement>(`[data-move="${beatId}-${direction}"]:not(:disabled)`);
    const other = boardRef.current.querySelector<HTMLButtonElement>(`[data-move="${beatId}-${direction === "up" ? "down" : "up"}"]`);
    (wanted ?? other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, outline]);

  /** Saves a new board order. One save at a time: two in flight could reach the server in either order. */
  function save(beats: OutlineBeatView[], message: string, deletedIds: number[] = []): boolean {
    if (saveBeats.isPending) {
      announce("Still saving the last change. Try again in a moment.");
      return false;
    }
    saveBeats.mutate(
      { body: saveBody(beats, deletedIds), preview: predictSave(outline, beats, deletedIds) },
      {
        onSuccess: () => announce(message),
        onError: (error) => {
          toast.error(`Not saved: ${errorMessageOf(error)}`);
          announce("The change was not saved and has been undone.");
        },
      },
    );
    return true;
  }

  function handleMoveBeat(beat: OutlineBeatView, direction: "up" | "down") {
    const beats = moveBeatStep(flat, beat.id, direction);
    if (!beats) return;
    if (save(beats, `${beatName(beat)} moved to ${whereIs(beats, beat.id)}.`)) setFocusAfterMove({ beatId: beat.id, direction });
  }

  function handleDropBeat(beatId: number, target: { beforeId: number } | { act: Act }) {
    const beats = placeBeat(flat, beatId, target);
    const beat = flat.find((candidate) => candidate.id === beatId);
    if (!beats || !beat) return;
    save(beats, `${beatName(beat)} moved to ${whereIs(beats, beatId)}.`);
  }

  function handleMoveChapter(chapterId: number, beatId: number) {
    const target = flat.find((beat) => beat.id === beatId);
    const chapter = [...outline.unassignedChapters, ...flat.flatMap((beat) => beat.chapters)].find((candidate) => candidate.id === chapterId);
    if (!target || !chapter || target.chapters.some((candidate) => candidate.id === chapterId)) return;
    moveChapters.mutate(
      { beatId, chapterIds: [chapterId], preview: predictMoveChapters(outline, beatId, [chapterId]) },
      {
        onSuccess: () => announce(`${chapterName(chapter)} moved to ${beatName(target)}.`),
        onError: (error) => {
          toast.error(`The chapter was not moved: ${errorMessageOf(error)}`);
          announce("The chapter was not moved.");
        },
      },
    );
  }

  function handleAdd(act: Act, values: BeatFormValues) {
    setAddingTo(undefined);
    const added = newBeat(bookId, values);
    const beats = placeBeat([...flat, added], added.id, { act: values.act });
    if (beats) save(beats, `${values.name} added to ${actLabel(values.act ?? act)}.`);
  }

  /** Accepted AI beats: each at the end of its act, in one bulk save; throws when the save is refused (the board rolls back). */
  async function handleAddBeats(added: BeatFormValues[]): Promise<void> {
    if (saveBeats.isPending) throw new Error("Still saving the last change. Try again in a moment.");
    let beats = flat;
    for (const values of added) {
      const beat = newBeat(bookId, values);
      beats = placeBeat([...beats, beat], beat.id, { act: values.act }) ?? beats;
    }
    await saveBeats.mutateAsync({ body: saveBody(beats), preview: predictSave(outline, beats) });
  }

  /** The board with one beat's fields changed, moved to the end of its new act when the act changed. */
  function previewEdit(beat: OutlineBeatView, body: UpdateBeatBody): OutlineView {
    const edited = flat.map((candidate) => (candidate.id === beat.id ? { ...candidate, ...body } : candidate));
    const beats = body.act === undefined || body.act === beat.act ? edited : (placeBeat(edited, beat.id, { act: body.act }) ?? edited);
    return { ...outline, beats };
  }

  function handleSaveBeat(beat: OutlineBeatView, values: BeatFormValues) {
    setEditErrors(null);
    updateBeat.mutate(
      { beatId: beat.id, body: values, preview: previewEdit(beat, values) },
      {
        onSuccess: () => announce(`${values.name} saved.`),
        onError: (error) => {
          setEditErrors({ beatId: beat.id, fields: fieldErrorsOf(error) });
          toast.error(`The beat was not saved: ${errorMessageOf(error)}`);
        },
      },
    );
  }

  /** An accepted "Change with AI": the changed fields through the same beat save as the form's; throws when refused (the board rolls back). */
  async function handleChangeBeat(beat: OutlineBeatView, body: UpdateBeatBody): Promise<void> {
    setEditErrors(null);
    await updateBeat.mutateAsync({ beatId: beat.id, body, preview: previewEdit(beat, body) });
  }

  function handleConfirmDelete() {
    if (!toDelete) return;
    const beat = toDelete;
    setToDelete(null);
    save(
      flat.filter((candidate) => candidate.id !== beat.id),
      `${beatName(beat)} deleted; its chapters are now under no beat.`,
      [beat.id],
    );
  }

  /** "Plan this act with AI" at the foot of an act's column, where its accepted beats land. */
  function renderPlanAct(act: number) {
    return (
      <AiGenerateToggle label="Plan this act with AI" context={actLabel(act)}>
        {(close) => <PlanAct bookId={bookId} act={act} onAddBeats={handleAddBeats} onClose={close} />}
      </AiGenerateToggle>
    );
  }

  function handleActDrop(event: DragEvent<HTMLElement>, act: Act) {
    event.preventDefault();
    const dragged = readDragged(event);
    if (dragged?.kind === "beat") handleDropBeat(dragged.id, { act });
  }

  return (
    <>
      <AiGenerateToggle label="Generate beats with AI">
        {(close) => <GenerateBeats bookId={bookId} onAddBeats={handleAddBeats} onClose={close} />}
      </AiGenerateToggle>
      <div ref={boardRef} className={styles.board}>
        {groups.map((group, g) => (
          <section
            key={group.act ?? "none"}
            className={styles.act}
            aria-labelledby={`act-${group.act ?? "none"}`}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => handleActDrop(event, group.act)}
          >
            <h2 id={`act-${group.act ?? "none"}`} className={styles.actTitle}>
              {actLabel(group.act)}
            </h2>
            {group.beats.length > 0 ? (
              <ol className={styles.beats} aria-labelledby={`act-${group.act ?? "none"}`}>
                {group.beats.map((beat, i) => (
                  <BeatCard
                    key={beat.id}
                    beat={beat}
                    allBeats={flat}
                    canMoveUp={i > 0 || g > 0}
                    canMoveDown={i < group.beats.length - 1 || g < groups.length - 1}
                    errors={editErrors?.beatId === beat.id ? editErrors.fields : undefined}
                    onMove={(direction) => handleMoveBeat(beat, direction)}
                    onSave={(values) => handleSaveBeat(beat, values)}
                    onDelete={() => setToDelete(beat)}
                    onMoveChapter={handleMoveChapter}
                    onDropBeat={(beatId) => handleDropBeat(beatId, { beforeId: beat.id })}
                    renderScenesAi={(close) => <GenerateScenes bookId={bookId} chapters={beat.chapters} beatId={beat.id} level={4} onClose={close} />}
                    renderChangeAi={(close) => <ChangeBeat bookId={bookId} beat={beat} onChange={(body) => handleChangeBeat(beat, body)} onClose={close} />}
                    sceneCards={<SceneCards bookId={bookId} chapters={beat.chapters} owner={beatName(beat)} level={4} />}
                  />
                ))}
              </ol>
            ) : (
              <p className={styles.muted}>No beats in this act yet.</p>
            )}
            {addingTo === group.act ? (
              <BeatForm
                initial={{ name: "", purpose: null, description: null, act: group.act }}
                submitLabel="Add beat"
                onSubmit={(values) => handleAdd(group.act, values)}
                onCancel={() => setAddingTo(undefined)}
              />
            ) : (
              <button type="button" className="button button-small" onClick={() => setAddingTo(group.act)}>
                Add a beat to {actLabel(group.act)}
              </button>
            )}
            {group.act !== null && renderPlanAct(group.act)}
          </section>
        ))}
      </div>

      <section className={styles.unassigned} aria-labelledby="unassigned-heading">
        <h2 id="unassigned-heading">Chapters under no beat</h2>
        {outline.unassignedChapters.length === 0 ? (
          <p className={styles.muted}>Every chapter has its beat.</p>
        ) : (
          <ul className={styles.chapters} aria-labelledby="unassigned-heading">
            {outline.unassignedChapters.map((chapter) => (
              <li key={chapter.id} className={styles.chapter} draggable onDragStart={(event) => startDrag(event, { kind: "chapter", id: chapter.id })}>
                <Link draggable={false} to={paths.chapter(String(bookId), String(chapter.id))}>
                  {chapterName(chapter)}
                </Link>
                <ChapterMover chapter={chapter} beats={flat} currentBeatId={null} onMove={handleMoveChapter} />
              </li>
            ))}
          </ul>
        )}
        <SceneCards bookId={bookId} chapters={outline.unassignedChapters} owner="the chapters under no beat" level={3} />
        {outline.unassignedChapters.length > 0 && (
          <AiGenerateToggle label="Generate scenes with AI">
            {(close) => <GenerateScenes bookId={bookId} chapters={outline.unassignedChapters} beatId={null} level={3} onClose={close} />}
          </AiGenerateToggle>
        )}
      </section>

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this beat?"
        confirmLabel="Delete beat"
        tone="danger"
        onConfirm={handleConfirmDelete}
        onCancel={() => setToDelete(null)}
      >
        <p>“{toDelete ? beatName(toDelete) : ""}” will be deleted. Its chapters stay in the book, under no beat, and keep their text and numbers.</p>
      </ConfirmDialog>
    </>
  );
}
