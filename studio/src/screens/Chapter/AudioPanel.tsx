import { useId, useState } from "react";
import type { ChangeEvent } from "react";
import { AUDIO_ACCEPT, AUDIO_UPLOAD_MAX_BYTES, chapterAudioFilePath } from "@storyloom/api/client";
import { useChapterAudio, useDeleteChapterAudio, useUploadChapterAudio } from "../../api/chapterAudio.ts";
import { errorMessageOf } from "../../api/errors.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx";
import { useToast } from "../../components/Toasts/useToast.ts";
import { audioFileSummary } from "./audioLabels.ts";
import styles from "./ScenesPanel.module.css";

/**
 * The chapter read aloud: the author uploads an MP3, M4A or Ogg file (up to
 * 100 MB; the API checks the bytes), listens to it, replaces or deletes it.
 * Readers who may read the chapter get a player on its reading page.
 */
export function AudioPanel({ bookId, chapterId }: { bookId: number; chapterId: number }) {
  const toast = useToast();
  const audio = useChapterAudio(bookId, chapterId);
  const upload = useUploadChapterAudio(bookId, chapterId);
  const remove = useDeleteChapterAudio(bookId, chapterId);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const inputId = useId();

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > AUDIO_UPLOAD_MAX_BYTES) {
      setUploadError("The audio file is larger than 100 MB.");
      return;
    }
    setUploadError(null);
    upload.mutate(file, {
      onSuccess: () => toast.success(`${file.name} is now this chapter's audio.`),
      onError: (error) => setUploadError(errorMessageOf(error)),
    });
  }

  function handleDelete() {
    remove.mutate(undefined, {
      onSuccess: () => {
        setIsDeleting(false);
        toast.success("The chapter's audio is deleted.");
      },
      onError: (error) => toast.error(`The audio could not be deleted: ${errorMessageOf(error)}`),
    });
  }

  const current = audio.data?.chapterAudio ?? null;
  const isBusy = upload.isPending || remove.isPending;
  return (
    <div className={styles.body}>
      <p className={styles.muted}>Read the chapter aloud: readers who may read it can listen on its page, and pick up where they stopped.</p>
      {audio.isPending && <p role="status">Loading the chapter's audio…</p>}
      {audio.isError && (
        <p role="alert">
          The chapter's audio could not be loaded: {errorMessageOf(audio.error)}{" "}
          <button type="button" className="button button-small" onClick={() => void audio.refetch()}>
            Try again
          </button>
        </p>
      )}
      {audio.data && !current && <p>No audio yet.</p>}
      {current && (
        <>
          <p data-testid="chapter-audio-file">{audioFileSummary(current)}</p>
          {/* Keyed by the file: a replaced recording loads afresh. */}
          <audio key={current.id} controls preload="metadata" src={chapterAudioFilePath(bookId, chapterId)} aria-label="Listen to the chapter's audio" />
        </>
      )}
      {audio.data && (
        <div className={styles.sceneHead}>
          <input
            id={inputId}
            className="visually-hidden"
            type="file"
            accept={AUDIO_ACCEPT}
            onChange={handleFile}
            disabled={isBusy}
            aria-describedby={uploadError ? `${inputId}-error` : undefined}
          />
          <label className="button button-small" htmlFor={inputId} aria-disabled={isBusy}>
            {upload.isPending ? "Uploading…" : current ? "Replace audio" : "Upload audio"}
          </label>
          {current && (
            <button type="button" className="button button-small button-danger" onClick={() => setIsDeleting(true)} disabled={isBusy}>
              Delete audio
            </button>
          )}
        </div>
      )}
      <p className={styles.muted}>MP3, M4A or Ogg, up to 100 MB.</p>
      {uploadError && (
        <p id={`${inputId}-error`} role="alert">
          Upload refused. {uploadError}
        </p>
      )}
      <ConfirmDialog
        open={isDeleting}
        title="Delete the chapter's audio?"
        confirmLabel="Delete audio"
        tone="danger"
        isPending={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setIsDeleting(false)}
      >
        <p>Readers lose the player on this chapter at once.</p>
      </ConfirmDialog>
    </div>
  );
}
