import { Suspense, lazy, useEffect, useId, useRef, useState } from "react";
import type { KeyboardEvent } from "react";
import { flushSync } from "react-dom";
import { Link } from "react-router";
import { countWords } from "@storyloom/api/client";
import type { BookView, ChapterView } from "@storyloom/api/client";
import { useBook } from "../../api/books.ts";
import { useChapter, useTakeChapterVersion } from "../../api/chapterEditor.ts";
import { errorMessageOf } from "../../api/errors.ts";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import { useFocusMode } from "../../components/Shell/focusMode.ts";
import { useToast } from "../../components/Toasts/useToast.ts";
import { TextPromptDialog } from "../../editor/TextPromptDialog.tsx";
import { paths } from "../../paths.ts";
import { BookEditorLayout } from "../BookEditor/BookEditorLayout.tsx";
import { rememberLastChapter } from "../BookEditor/lastChapter.ts";
import { useChapterParams } from "../routeParams.ts";
import { ChapterConflictDialog } from "./ChapterConflictDialog.tsx";
import { ChapterDetails } from "./ChapterDetails.tsx";
import { ChapterPublishControls } from "./ChapterPublishControls.tsx";
import { ChapterSidePanel } from "./ChapterSidePanel.tsx";
import { ChapterStatusBar } from "./ChapterStatusBar.tsx";
import { ScenesPanel } from "./ScenesPanel.tsx";
import { AiToolsPanel } from "./AiToolsPanel.tsx";
import { ContinuityPanel } from "./ContinuityPanel.tsx";
import { AudioPanel } from "./AudioPanel.tsx";
import type { ChapterEditorHandle } from "../../editor/ChapterTextEditor.tsx";
import { useSidePanelTab } from "./sidePanelTabs.ts";
import styles from "./ChapterScreen.module.css";
import { saveStatusLabels, useChapterAutosave } from "./useChapterAutosave.ts";
import { useWritingShortcuts } from "./writingShortcuts.ts";

// Quill is most of the studio's weight and only this screen needs it: it loads with the screen.
const ChapterTextEditor = lazy(() => import("../../editor/ChapterTextEditor.tsx").then((module) => ({ default: module.ChapterTextEditor })));

/** The title and maximum length the API accepts (api chapters schema). */
const CHAPTER_TITLE_MAX = 200;
const VERSION_NAME_MAX = 100;

/**
 * One chapter's writing room (README.md): a compact header (title edited in
 * place, publishing, the chapter's details), the text at a comfortable measure
 * with its toolbar and status bar in view, and the side panel of tools beside
 * it; focus mode leaves the text alone. Other features mount their header
 * actions and side panel tabs in the places marked here, one line each.
 */
export function ChapterEditor({ bookId, book, chapter }: { bookId: string; book: BookView; chapter: ChapterView }) {
  const toast = useToast();
  const autosave = useChapterAutosave(Number(bookId), chapter);
  // The AI tools panel reads the selection and puts answers in place through the editor (Quill stays in its chunk).
  const editorRef = useRef<ChapterEditorHandle>(null);
  const continuityRef = useRef<HTMLDivElement>(null);
  const takeVersion = useTakeChapterVersion(Number(bookId), chapter.id);
  const [isNaming, setIsNaming] = useState(false);
  const [isDetailsOpen, setIsDetailsOpen] = useState(false);
  const [tab, selectTab] = useSidePanelTab();
  const { isFocusMode, setFocusMode } = useFocusMode();
  const titleId = useId();
  const detailsId = useId();
  const words = countWords(autosave.text.markup);
  const [wordsAtOpen] = useState(words);
  const numbering = autosave.text.customNumbering.trim();
  const statusText = autosave.status === "failed" && autosave.failure ? `Not saved — ${autosave.failure}` : saveStatusLabels[autosave.status];

  // Leaving the chapter leaves focus mode: the next screen gets the studio back.
  useEffect(() => () => setFocusMode(false), [setFocusMode]);

  useWritingShortcuts({
    onSave: () => void autosave.saveNow(),
    onToggleFocus: () => setFocusMode(!isFocusMode),
    onLeaveFocus: () => setFocusMode(false),
  });

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

  /** "Check continuity first" beside Publish: opens the panel's tab and puts the focus on its button. */
  function handleOpenContinuity() {
    flushSync(() => selectTab("continuity"));
    const panel = continuityRef.current;
    if (!panel) return;
    panel.scrollIntoView({ block: "nearest" });
    panel.querySelector<HTMLButtonElement>("button.button-primary")?.focus();
  }

  /** Enter in the title goes on to the text, as in a word processor. */
  function handleTitleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    editorRef.current?.select(0, 0);
  }

  async function handleUseTheirs() {
    const message = await autosave.takeTheirs(`My text before using another, ${new Date().toLocaleString()}`);
    if (message) toast.error(message);
    else toast.success("The other text is back; yours is kept as a version.");
  }

  return (
    <div className={styles.room} data-focus-mode={isFocusMode}>
      <header className={styles.header}>
        <div className={styles.topRow}>
          <div className={styles.trail}>
            <nav aria-label="Breadcrumb">
              <ol className={styles.crumbs}>
                <li>
                  <Link to={paths.books()}>Books</Link>
                </li>
                <li>
                  <Link to={paths.book(bookId)}>{book.title}</Link>
                </li>
              </ol>
            </nav>
            <h1 className={styles.number}>{numbering || `Chapter ${chapter.number}`}</h1>
            {numbering && <span className={styles.muted}>Chapter {chapter.number}</span>}
          </div>
          <div className={styles.actions}>
            {/* Header actions of other features (publishing…): one mount line each, here. */}
            <ChapterPublishControls bookId={Number(bookId)} chapter={chapter} autosave={autosave} onCheckContinuity={handleOpenContinuity} />
            <button
              type="button"
              className="button"
              aria-label="Chapter details"
              title="Numbering, versions and export"
              aria-expanded={isDetailsOpen}
              aria-controls={detailsId}
              onClick={() => setIsDetailsOpen((open) => !open)}
            >
              Details <span aria-hidden="true">{isDetailsOpen ? "▴" : "▾"}</span>
            </button>
          </div>
        </div>
        <label className="visually-hidden" htmlFor={titleId}>
          Chapter title
        </label>
        <input
          id={titleId}
          className={styles.title}
          value={autosave.text.title}
          placeholder="Untitled chapter"
          maxLength={CHAPTER_TITLE_MAX}
          autoComplete="off"
          onChange={(event) => autosave.setTitle(event.target.value)}
          onKeyDown={handleTitleKeyDown}
        />
        {chapter.status !== "DRAFT" && book.status !== "PUBLISHED" && (
          <p className={styles.note} role="note">
            Readers cannot see this chapter yet: its book is not published. <Link to={`${paths.book(bookId)}#book-publish-heading`}>Publish the book</Link> to
            put it on the storefront.
          </p>
        )}
        {chapter.status === "PUBLISHED" && book.status === "PUBLISHED" && (
          <p className={styles.note}>Readers see the published text; your edits are kept as a draft until you publish again.</p>
        )}
      </header>
      <ChapterDetails
        id={detailsId}
        isOpen={isDetailsOpen}
        chapter={chapter}
        customNumbering={autosave.text.customNumbering}
        onCustomNumberingChange={autosave.setCustomNumbering}
        onTakeVersion={() => setIsNaming(true)}
      />
      <div className={styles.workspaceFrame}>
        <div className={styles.workspace}>
          <div className={styles.manuscript}>
            <Suspense fallback={<p role="status">Loading the editor…</p>}>
              <ChapterTextEditor
                value={autosave.text.markup}
                onChange={autosave.setMarkup}
                mode={book.type === "SCRIPT" ? "script" : "story"}
                editorRef={editorRef}
                footer={
                  <ChapterStatusBar
                    status={autosave.status}
                    statusText={statusText}
                    words={words}
                    wordsAtOpen={wordsAtOpen}
                    isFocusMode={isFocusMode}
                    onToggleFocus={() => setFocusMode(!isFocusMode)}
                  />
                }
              />
            </Suspense>
          </div>
          <ChapterSidePanel
            isHidden={isFocusMode}
            selected={tab}
            onSelect={selectTab}
            panels={{
              // Side panel tabs of other features: one mount line each, here (and their tab in sidePanelTabs.ts).
              ai: <AiToolsPanel bookId={Number(bookId)} chapterId={chapter.id} editor={editorRef} />,
              continuity: (
                <ContinuityPanel bookId={Number(bookId)} chapterId={chapter.id} editor={editorRef} saveFirst={saveForCheck} panelRef={continuityRef} />
              ),
              scenes: <ScenesPanel bookId={Number(bookId)} chapterId={chapter.id} />,
              audio: <AudioPanel bookId={Number(bookId)} chapterId={chapter.id} />,
            }}
          />
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
    </div>
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
      {chapter.isError && <LoadFailed title="The chapter could not be loaded" error={chapter.error} onRetry={() => void chapter.refetch()} />}
      {book.isError && !chapter.isError && <LoadFailed title="The book could not be loaded" error={book.error} onRetry={() => void book.refetch()} />}
      {/* Keyed by chapter: moving to another chapter starts its own editor and autosave. */}
      {chapter.data && book.data && <ChapterEditor key={chapterId} bookId={bookId} book={book.data.book} chapter={chapter.data.chapter} />}
    </BookEditorLayout>
  );
}
