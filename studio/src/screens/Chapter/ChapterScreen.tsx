import { Suspense, lazy, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { countWords } from "@storyloom/api/client";
import type { BookView, ChapterStatus, ChapterView } from "@storyloom/api/client";
import { useBook } from "../../api/books.ts";
import { useChapter, useTakeChapterVersion } from "../../api/chapterEditor.ts";
import { errorMessageOf } from "../../api/errors.ts";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";
import { useToast } from "../../components/Toasts/useToast.ts";
import { TextPromptDialog } from "../../editor/TextPromptDialog.tsx";
import { paths } from "../../paths.ts";
import { BookEditorLayout } from "../BookEditor/BookEditorLayout.tsx";
import { rememberLastChapter } from "../BookEditor/lastChapter.ts";
import { useChapterParams } from "../routeParams.ts";
import { ExportButton } from "../Book/ExportButton.tsx";
import { ChapterConflictDialog } from "./ChapterConflictDialog.tsx";
import { ChapterPublishControls } from "./ChapterPublishControls.tsx";
import { ScenesPanel } from "./ScenesPanel.tsx";
import { AiToolsPanel } from "./AiToolsPanel.tsx";
import { ContinuityPanel } from "./ContinuityPanel.tsx";
import { AudioPanel } from "./AudioPanel.tsx";
import type { ChapterEditorHandle } from "../../editor/ChapterTextEditor.tsx";
import styles from "./ChapterScreen.module.css";
import { saveStatusLabels, useChapterAutosave } from "./useChapterAutosave.ts";

// Quill is most of the studio's weight and only this screen needs it: it loads with the screen.
const ChapterTextEditor = lazy(() => import("../../editor/ChapterTextEditor.tsx").then((module) => ({ default: module.ChapterTextEditor })));

const statusLabels: Record<ChapterStatus, string> = { DRAFT: "Draft", SCHEDULED: "Scheduled", PUBLISHED: "Published" };

/** The title and maximum length the API accepts (api chapters schema). */
const CHAPTER_TITLE_MAX = 200;
const CUSTOM_NUMBERING_MAX = 50;
const VERSION_NAME_MAX = 100;

/**
 * One chapter's editing: title and text with autosave, versions, the conflict
 * question, and the places where other features mount their toolbar items and
 * side panels. The book editor shows it beside the chapter list.
 */
export function ChapterEditor({ bookId, book, chapter }: { bookId: string; book: BookView; chapter: ChapterView }) {
  const toast = useToast();
  const chapterId = String(chapter.id);
  const autosave = useChapterAutosave(Number(bookId), chapter);
  // The AI tools panel reads the selection and puts answers in place through the editor (Quill stays in its chunk).
  const editorRef = useRef<ChapterEditorHandle>(null);
  const continuityRef = useRef<HTMLDetailsElement>(null);
  const takeVersion = useTakeChapterVersion(Number(bookId), chapter.id);
  const [isNaming, setIsNaming] = useState(false);
  const words = countWords(autosave.text.markup);
  const numbering = autosave.text.customNumbering.trim();
  const statusText = autosave.status === "failed" && autosave.failure ? `Not saved — ${autosave.failure}` : saveStatusLabels[autosave.status];

  async function handleVersionName(versionName: string) {
    // A version keeps the server's text: it must have everything typed so far.
    await autosave.saveNow();
    if (autosave.isDirty()) {
      toast.error("Your latest text is not saved yet, so the version would miss it. Try again once it says Saved.");
      return;
    }
    takeVersion.mutate(versionName, {
      onSuccess: () => {
        setIsNaming(false);
        toast.success(`Version "${versionName}" is kept.`);
      },
      onError: (error) => toast.error(errorMessageOf(error)),
    });
  }

  /** The check reads the server's text: what was typed is saved first. */
  async function saveForCheck(): Promise<boolean> {
    await autosave.saveNow();
    return !autosave.isDirty();
  }

  /** "Check continuity first" beside Publish: opens the panel and puts the focus on its button. */
  function handleOpenContinuity() {
    const panel = continuityRef.current;
    if (!panel) return;
    panel.open = true;
    panel.scrollIntoView({ block: "start" });
    panel.querySelector<HTMLButtonElement>("button.button-primary")?.focus();
  }

  async function handleUseTheirs() {
    const message = await autosave.takeTheirs(`My text before using another, ${new Date().toLocaleString()}`);
    if (message) toast.error(message);
    else toast.success("The other text is back; yours is kept as a version.");
  }

  return (
    <>
      <PageHeader
        title={numbering || `Chapter ${chapter.number}`}
        breadcrumbs={[
          { label: "Books", to: paths.books() },
          { label: book.title, to: paths.book(bookId) },
        ]}
      >
        <p className={styles.meta}>
          <span className={styles.badge}>{statusLabels[chapter.status]}</span>
          {numbering && <span>Chapter {chapter.number}</span>}
          <span>{words === 1 ? "1 word" : `${words.toLocaleString()} words`}</span>
        </p>
        <ExportButton bookId={chapter.bookId} chapterId={chapter.id} />
      </PageHeader>
      {chapter.status !== "DRAFT" && book.status !== "PUBLISHED" && (
        <p className={styles.notice} role="note">
          Readers cannot see this chapter yet: its book is not published.{" "}
          <Link to={`${paths.book(bookId)}#book-publish-heading`}>Publish the book</Link> to put it on the storefront.
        </p>
      )}
      {chapter.status === "PUBLISHED" && book.status === "PUBLISHED" && (
        <p className={styles.notice}>Readers see the published text; your edits are kept as a draft until you publish again.</p>
      )}
      <div className={styles.bar}>
        <p role="status" className={styles.saveStatus} data-status={autosave.status}>
          {statusText}
        </p>
        <div className={styles.barActions}>
          <button type="button" className="button" onClick={() => setIsNaming(true)}>
            Take a version
          </button>
          <Link className="button" to={paths.chapterVersions(bookId, chapterId)}>
            Versions
          </Link>
          {/* Toolbar items of other features (export, publish…): one mount line each, here. */}
          <ChapterPublishControls bookId={Number(bookId)} chapter={chapter} autosave={autosave} onCheckContinuity={handleOpenContinuity} />
        </div>
      </div>
      <div className={styles.workspaceFrame}>
        <div className={styles.workspace}>
          <div className={formStyles.form}>
            <div className={styles.headingFields}>
              <Field label="Chapter title">
                {(control) => (
                  <input
                    {...control}
                    className={formStyles.control}
                    value={autosave.text.title}
                    maxLength={CHAPTER_TITLE_MAX}
                    onChange={(event) => autosave.setTitle(event.target.value)}
                  />
                )}
              </Field>
              <Field label="Custom numbering" hint={`Shown instead of “Chapter ${chapter.number}”, e.g. Prologue.`}>
                {(control) => (
                  <input
                    {...control}
                    className={formStyles.control}
                    value={autosave.text.customNumbering}
                    maxLength={CUSTOM_NUMBERING_MAX}
                    onChange={(event) => autosave.setCustomNumbering(event.target.value)}
                  />
                )}
              </Field>
            </div>
            <Suspense fallback={<p role="status">Loading the editor…</p>}>
              <ChapterTextEditor value={autosave.text.markup} onChange={autosave.setMarkup} mode={book.type === "SCRIPT" ? "script" : "story"} editorRef={editorRef} />
            </Suspense>
          </div>
          <div className={styles.panels}>
            {/* Side panels of other features (publish controls, scenes…): one mount line each, here. */}
            <AiToolsPanel bookId={Number(bookId)} chapterId={chapter.id} editor={editorRef} />
            <ContinuityPanel bookId={Number(bookId)} chapterId={chapter.id} editor={editorRef} saveFirst={saveForCheck} panelRef={continuityRef} />
            <ScenesPanel bookId={Number(bookId)} chapterId={chapter.id} />
            <AudioPanel bookId={Number(bookId)} chapterId={chapter.id} />
          </div>
        </div>
      </div>
      <TextPromptDialog
        open={isNaming}
        title="Take a version"
        label="Version name"
        submitLabel="Keep version"
        maxLength={VERSION_NAME_MAX}
        isPending={takeVersion.isPending}
        onSubmit={(name) => void handleVersionName(name)}
        onCancel={() => setIsNaming(false)}
      />
      <ChapterConflictDialog
        conflict={autosave.conflict}
        myMarkup={autosave.text.markup}
        isPending={autosave.isResolving}
        onKeepMine={autosave.keepMine}
        onUseTheirs={() => void handleUseTheirs()}
      />
    </>
  );
}

/** /books/{id}/chapter/{chapterId}: the book editor with this chapter open. */
export function ChapterScreen() {
  const { bookId, chapterId } = useChapterParams();
  const chapter = useChapter(Number(bookId), Number(chapterId));
  const book = useBook(Number(bookId));
  const isFound = chapter.data !== undefined;

  useEffect(() => {
    if (isFound) rememberLastChapter(bookId, chapterId);
  }, [bookId, chapterId, isFound]);

  return (
    <BookEditorLayout bookId={bookId} selectedChapterId={chapterId}>
      {(chapter.isPending || book.isPending) && <p role="status">Loading the chapter…</p>}
      {chapter.isError && (
        <LoadFailed title="The chapter could not be loaded" error={chapter.error} onRetry={() => void chapter.refetch()} />
      )}
      {book.isError && !chapter.isError && <LoadFailed title="The book could not be loaded" error={book.error} onRetry={() => void book.refetch()} />}
      {/* Keyed by chapter: moving to another chapter starts its own editor and autosave. */}
      {chapter.data && book.data && <ChapterEditor key={chapterId} bookId={bookId} book={book.data.book} chapter={chapter.data.chapter} />}
    </BookEditorLayout>
  );
}
