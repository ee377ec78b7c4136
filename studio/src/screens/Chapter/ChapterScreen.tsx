import { Suspense, lazy, useState } from "react";
import { Link } from "react-router";
import type { ChapterStatus, ChapterView } from "@storyloom/api/client";
import { useChapter, useTakeChapterVersion } from "../../api/chapterEditor.ts";
import { errorMessageOf } from "../../api/errors.ts";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";
import { useToast } from "../../components/Toasts/useToast.ts";
import { TextPromptDialog } from "../../editor/TextPromptDialog.tsx";
import { countMarkupWords } from "../../editor/chapterMarkup.ts";
import { paths } from "../../paths.ts";
import { useChapterParams } from "../routeParams.ts";
import { ChapterConflictDialog } from "./ChapterConflictDialog.tsx";
import styles from "./ChapterScreen.module.css";
import { saveStatusLabels, useChapterAutosave } from "./useChapterAutosave.ts";

// Quill is most of the studio's weight and only this screen needs it: it loads with the screen.
const ChapterTextEditor = lazy(() => import("../../editor/ChapterTextEditor.tsx").then((module) => ({ default: module.ChapterTextEditor })));

const statusLabels: Record<ChapterStatus, string> = { DRAFT: "Draft", SCHEDULED: "Scheduled", PUBLISHED: "Published" };

/** The title and maximum length the API accepts (api chapters schema). */
const CHAPTER_TITLE_MAX = 200;
const VERSION_NAME_MAX = 100;

function ChapterEditor({ bookId, chapter }: { bookId: string; chapter: ChapterView }) {
  const toast = useToast();
  const chapterId = String(chapter.id);
  const autosave = useChapterAutosave(Number(bookId), chapter);
  const takeVersion = useTakeChapterVersion(Number(bookId), chapter.id);
  const [isNaming, setIsNaming] = useState(false);
  const words = countMarkupWords(autosave.text.markup);
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

  async function handleUseTheirs() {
    const message = await autosave.takeTheirs(`My text before using another, ${new Date().toLocaleString()}`);
    if (message) toast.error(message);
    else toast.success("The other text is back; yours is kept as a version.");
  }

  return (
    <>
      <PageHeader
        title={chapter.customNumbering ?? `Chapter ${chapter.number}`}
        breadcrumbs={[
          { label: "Books", to: paths.books() },
          { label: "Book", to: paths.book(bookId) },
        ]}
      >
        <p className={styles.meta}>
          <span className={styles.badge}>{statusLabels[chapter.status]}</span>
          {chapter.customNumbering && <span>Chapter {chapter.number}</span>}
          <span>{words === 1 ? "1 word" : `${words.toLocaleString()} words`}</span>
        </p>
      </PageHeader>
      {chapter.status === "PUBLISHED" && (
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
        </div>
      </div>
      <div className={formStyles.form}>
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
        <Suspense fallback={<p role="status">Loading the editor…</p>}>
          <ChapterTextEditor value={autosave.text.markup} onChange={autosave.setMarkup} />
        </Suspense>
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

export function ChapterScreen() {
  const { bookId, chapterId } = useChapterParams();
  const chapter = useChapter(Number(bookId), Number(chapterId));
  return (
    <>
      {chapter.isPending && <p role="status">Loading the chapter…</p>}
      {chapter.isError && (
        <LoadFailed title="The chapter could not be loaded" error={chapter.error} onRetry={() => void chapter.refetch()} />
      )}
      {/* Keyed by chapter: moving to another chapter starts its own editor and autosave. */}
      {chapter.data && <ChapterEditor key={chapterId} bookId={bookId} chapter={chapter.data.chapter} />}
    </>
  );
}
