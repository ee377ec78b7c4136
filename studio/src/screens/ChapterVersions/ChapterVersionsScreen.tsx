import { Suspense, lazy, useState } from "react";
import type { ChapterVersionSummaryView } from "@storyloom/api/client";
import { Link, useSearchParams } from "react-router";
import { useBook } from "../../api/books.ts";
import { useTakeChapterVersion } from "../../api/chapterEditor.ts";
import { useChapterVersion, useChapterVersions, useCurrentChapter, useRenameChapterVersion, useRestoreChapterVersion } from "../../api/chapterVersions.ts";
import { errorMessageOf } from "../../api/errors.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx";
import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";
import { Pagination } from "../../components/Pagination/Pagination.tsx";
import { useToast } from "../../components/Toasts/useToast.ts";
import { TextPromptDialog } from "../../editor/TextPromptDialog.tsx";
import { paths } from "../../paths.ts";
import { chapterNumberLabel, parseId } from "../Books/bookLabels.ts";
import { useChapterParams } from "../routeParams.ts";
import styles from "./ChapterVersionsScreen.module.css";
import { VersionList } from "./VersionList.tsx";
import { versionDisplayName } from "./versionKinds.ts";

// The word diff (and its library) loads only once a version is compared.
const VersionDiff = lazy(() => import("./VersionDiff.tsx").then((module) => ({ default: module.VersionDiff })));

const VERSION_NAME_MAX = 100;

function pageOf(value: string | null): number {
  const page = value === null ? null : parseId(value);
  return page ?? 1;
}

/** /books/{id}/chapter/{chapterId}/versions: a chapter's versions, compared with its current text, renamed, restored. */
export function ChapterVersionsScreen() {
  const { bookId, chapterId } = useChapterParams();
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageOf(searchParams.get("page"));
  const selectedId = parseId(searchParams.get("version") ?? "");
  const book = useBook(Number(bookId));
  const current = useCurrentChapter(Number(bookId), Number(chapterId));
  const versions = useChapterVersions(Number(bookId), Number(chapterId), page);
  const selected = useChapterVersion(Number(bookId), Number(chapterId), selectedId);
  const rename = useRenameChapterVersion(Number(bookId), Number(chapterId));
  const restore = useRestoreChapterVersion(Number(bookId), Number(chapterId));
  const takeVersion = useTakeChapterVersion(Number(bookId), Number(chapterId));
  const [isConfirming, setIsConfirming] = useState(false);
  const [isNaming, setIsNaming] = useState(false);

  const chapter = current.data?.chapter;
  const chapterLabel = chapter ? chapterNumberLabel(chapter) : "Chapter";
  const selectedVersion = selected.data?.chapterVersion;
  const selectedName = selectedVersion ? versionDisplayName(selectedVersion) : "";

  function updateSearch(next: { page?: number; version?: number | null }) {
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next.page !== undefined) updated.set("page", String(next.page));
        if (next.version !== undefined) {
          if (next.version === null) updated.delete("version");
          else updated.set("version", String(next.version));
        }
        return updated;
      },
      { replace: next.page === undefined },
    );
  }

  function handleSelect(version: ChapterVersionSummaryView) {
    updateSearch({ version: version.id === selectedId ? null : version.id });
  }

  async function handleRename(version: ChapterVersionSummaryView, versionName: string): Promise<boolean> {
    try {
      await rename.mutateAsync({ versionId: version.id, versionName });
      toast.success(`The version is now called “${versionName}”.`);
      return true;
    } catch (error) {
      toast.error(errorMessageOf(error));
      return false;
    }
  }

  function handleRestore() {
    if (!selectedVersion) return;
    restore.mutate(selectedVersion.id, {
      onSuccess: (answer) => {
        setIsConfirming(false);
        toast.success(`“${selectedName}” is restored. The text it replaced is kept as “${answer.keptVersion.versionName ?? "a version"}”.`);
        updateSearch({ page: 1 });
      },
      onError: (error) => {
        setIsConfirming(false);
        toast.error(errorMessageOf(error));
      },
    });
  }

  function handleTakeVersion(versionName: string) {
    takeVersion.mutate(versionName, {
      onSuccess: () => {
        setIsNaming(false);
        toast.success(`Version “${versionName}” is kept.`);
        updateSearch({ page: 1 });
      },
      onError: (error) => toast.error(errorMessageOf(error)),
    });
  }

  const total = versions.data?.total ?? 0;
  const pageCount = versions.data ? Math.max(1, Math.ceil(total / versions.data.pageSize)) : 1;

  return (
    <>
      <PageHeader
        title={`Versions: ${chapterLabel}${chapter?.title ? ` — ${chapter.title}` : ""}`}
        breadcrumbs={[
          { label: "Books", to: paths.books() },
          { label: book.data?.book.title ?? "Book", to: paths.book(bookId) },
          { label: chapterLabel, to: paths.chapter(bookId, chapterId) },
        ]}
      >
        <p>
          Earlier texts of this chapter: kept when you ask, every few minutes while you write, on each publication and before each restore. Restoring one keeps
          the current text as a version too, so nothing is lost.
        </p>
      </PageHeader>
      <div className={styles.bar}>
        <button type="button" className="button" onClick={() => setIsNaming(true)}>
          Take a version now
        </button>
        <Link className="button" to={paths.chapter(bookId, chapterId)}>
          Back to the chapter
        </Link>
      </div>

      {versions.isPending && <p role="status">Loading the versions…</p>}
      {versions.isError && <LoadFailed title="The versions could not be loaded" error={versions.error} onRetry={() => void versions.refetch()} />}
      {versions.data && total === 0 && (
        <EmptyState title="No versions yet">
          <p>A version is kept a few minutes into an editing session, on publication, and whenever you take one.</p>
        </EmptyState>
      )}
      {versions.data && total > 0 && (
        <section aria-labelledby="versions-heading" className={styles.section}>
          <h2 id="versions-heading">
            {total.toLocaleString()} {total === 1 ? "version" : "versions"}
          </h2>
          <VersionList versions={versions.data.items} selectedId={selectedId} isRenaming={rename.isPending} onSelect={handleSelect} onRename={handleRename} />
          <Pagination
            label="Versions"
            page={page}
            pageCount={pageCount}
            isDisabled={versions.isFetching}
            onPageChange={(next) => updateSearch({ page: next })}
          />
        </section>
      )}

      {selectedId !== null && (
        <section aria-labelledby="compare-heading" className={styles.section}>
          <div className={styles.compareHeader}>
            <h2 id="compare-heading">{selectedVersion ? `“${selectedName}” beside the current text` : "Comparing…"}</h2>
            {selectedVersion && (
              <button type="button" className="button button-primary" onClick={() => setIsConfirming(true)}>
                Restore this version
              </button>
            )}
          </div>
          {(selected.isPending || current.isPending) && <p role="status">Loading the texts…</p>}
          {selected.isError && <LoadFailed title="The version could not be loaded" error={selected.error} onRetry={() => void selected.refetch()} />}
          {current.isError && <LoadFailed title="The current text could not be loaded" error={current.error} onRetry={() => void current.refetch()} />}
          {selectedVersion && chapter && (
            <Suspense fallback={<p role="status">Loading the comparison…</p>}>
              <VersionDiff versionLabel={selectedName} versionMarkup={selectedVersion.markup} currentMarkup={chapter.stagedMarkup ?? chapter.markup} />
            </Suspense>
          )}
        </section>
      )}

      <ConfirmDialog
        open={isConfirming}
        title="Restore this version?"
        confirmLabel="Restore version"
        isPending={restore.isPending}
        onConfirm={handleRestore}
        onCancel={() => setIsConfirming(false)}
      >
        <p>
          The chapter&apos;s text becomes the text of “{selectedName}”. Your current text is not lost: it is kept first as a version named “Before restoring …”,
          which you can restore in turn.
        </p>
        {chapter?.status === "PUBLISHED" && <p>Readers keep the published text; the restored text waits as an edit until you publish again.</p>}
      </ConfirmDialog>
      <TextPromptDialog
        open={isNaming}
        title="Take a version"
        label="Version name"
        submitLabel="Keep version"
        maxLength={VERSION_NAME_MAX}
        isPending={takeVersion.isPending}
        onSubmit={handleTakeVersion}
        onCancel={() => setIsNaming(false)}
      />
    </>
  );
}
