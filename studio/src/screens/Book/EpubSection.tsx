import { useId, useState } from "react";
import type { ChangeEvent } from "react";
import { EPUB_UPLOAD_MAX_BYTES, epubDownloadPath } from "@storyloom/api/client";
import { useDeleteEpub, useEpub, useGenerateEpub, useUploadEpub } from "../../api/epubs.ts";
import { errorMessageOf } from "../../api/errors.ts";
import type { Id } from "../../api/session.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import { useToast } from "../../components/Toasts/useToast.ts";
import { epubStatusLabel } from "./epubLabels.ts";
import styles from "./BookScreen.module.css";

/**
 * The book as an EPUB: generate it from the published chapters (the workers
 * build it; the state is polled meanwhile), download it, upload the author's
 * own (refused with the EPUB checker's messages), or delete it. Readers who
 * may read the whole book download personal copies of this file.
 */
export function EpubSection({ bookId }: { bookId: Id }) {
  const toast = useToast();
  const epub = useEpub(bookId);
  const generate = useGenerateEpub(bookId);
  const upload = useUploadEpub(bookId);
  const remove = useDeleteEpub(bookId);
  const [isDeleting, setIsDeleting] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const uploadId = useId();

  function handleGenerate() {
    generate.mutate(undefined, { onError: (error) => toast.error(`The EPUB could not be started: ${errorMessageOf(error)}`) });
  }

  function handleUpload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > EPUB_UPLOAD_MAX_BYTES) {
      setUploadError("The EPUB is larger than 50 MB.");
      return;
    }
    setUploadError(null);
    upload.mutate(file, {
      onSuccess: () => toast.success(`${file.name} is now this book's EPUB.`),
      onError: (error) => setUploadError(errorMessageOf(error)),
    });
  }

  function handleDelete() {
    remove.mutate(undefined, {
      onSuccess: () => {
        setIsDeleting(false);
        toast.success("The EPUB is deleted.");
      },
      onError: (error) => toast.error(`The EPUB could not be deleted: ${errorMessageOf(error)}`),
    });
  }

  const view = epub.data?.epub;
  const isBuilding = view?.status === "BUILDING" || generate.isPending;
  return (
    <section className={styles.section} aria-labelledby="book-epub-heading">
      <h2 id="book-epub-heading">EPUB</h2>
      <div className={styles.panel}>
        <p className={styles.muted}>
          An e-book of the published chapters, with the cover, a table of contents and your bio. Readers who bought the book, subscribe or read it free download
          a copy with their name in it.
        </p>
        {epub.isPending && <p role="status">Loading the EPUB…</p>}
        {epub.isError && (
          <LoadFailed title="The EPUB state could not be loaded" error={epub.error} onRetry={() => void epub.refetch()} isRetrying={epub.isFetching} />
        )}
        {view && (
          <>
            <p role="status" aria-live="polite" data-testid="epub-status" className={view.status === "FAILED" ? styles.epubFailed : undefined}>
              {epubStatusLabel(view)}
            </p>
            <div className={styles.epubActions}>
              <button type="button" className="button button-primary" onClick={handleGenerate} disabled={isBuilding || upload.isPending}>
                {isBuilding ? "Building…" : view.file ? "Regenerate EPUB" : "Generate EPUB"}
              </button>
              {view.file && (
                <a className="button" href={epubDownloadPath(bookId)} download={view.file.name}>
                  Download EPUB
                </a>
              )}
              <input
                id={uploadId}
                className="visually-hidden"
                type="file"
                accept=".epub,application/epub+zip"
                onChange={handleUpload}
                disabled={upload.isPending || isBuilding}
                aria-describedby={uploadError ? `${uploadId}-error` : undefined}
              />
              <label className="button" htmlFor={uploadId} aria-disabled={upload.isPending || isBuilding}>
                {upload.isPending ? "Checking the file…" : "Upload your own EPUB"}
              </label>
              {view.file && (
                <button type="button" className="button button-danger" onClick={() => setIsDeleting(true)} disabled={remove.isPending}>
                  Delete EPUB
                </button>
              )}
            </div>
            {uploadError && (
              <p id={`${uploadId}-error`} role="alert" className={styles.epubFailed}>
                Upload refused. {uploadError}
              </p>
            )}
          </>
        )}
      </div>
      <ConfirmDialog
        open={isDeleting}
        title="Delete the EPUB?"
        confirmLabel="Delete EPUB"
        tone="danger"
        isPending={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setIsDeleting(false)}
      >
        <p>Readers can no longer download the book until you generate or upload one again.</p>
      </ConfirmDialog>
    </section>
  );
}
