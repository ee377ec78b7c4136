import { useId, useRef, useState } from "react";
import type { ChangeEvent } from "react";
import { COVER_UPLOAD_MAX_BYTES } from "@storyloom/api/client";
import { useUploadCover } from "../../api/files.ts";
import { errorMessageOf } from "../../api/errors.ts";
import formStyles from "../../components/Form/Form.module.css";
import styles from "./CoverPicker.module.css";

const ACCEPTED = ["image/png", "image/jpeg", "image/webp"];

interface CoverPickerProps {
  /** The cover's address ("" for none). */
  value: string;
  /** The server's message about imgUrl from the last save. */
  error?: string | undefined;
  onChange: (url: string) => void;
}

/** A hint shown before sending a file the API would refuse anyway (the API checks the content itself). */
function clientRefusalOf(file: File): string | null {
  if (file.type && !ACCEPTED.includes(file.type)) return "Cover images must be PNG, JPEG or WebP.";
  if (file.size > COVER_UPLOAD_MAX_BYTES) return "Cover images can be at most 10 MB.";
  return null;
}

/**
 * Chooses a book's cover: the file is uploaded as soon as it is chosen and the
 * stored image is previewed (the studio shows no local blob: images), then
 * the form saves its address with the book.
 */
export function CoverPicker({ value, error, onChange }: CoverPickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadCover();
  const [refusal, setRefusal] = useState<string | null>(null);
  const shownError = refusal ?? (upload.isError ? errorMessageOf(upload.error) : undefined) ?? error;

  function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const refused = clientRefusalOf(file);
    setRefusal(refused);
    upload.reset();
    if (refused) {
      event.target.value = "";
      return;
    }
    upload.mutate(file, {
      onSuccess: (image) => onChange(image.url),
      onSettled: () => {
        if (input.current) input.current.value = "";
      },
    });
  }

  function handleRemove() {
    setRefusal(null);
    upload.reset();
    onChange("");
    input.current?.focus();
  }

  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        Cover image
      </label>
      <p id={`${id}-hint`} className={formStyles.hint}>
        PNG, JPEG or WebP, up to 10 MB. Tall covers (2:3) look best.
      </p>
      <div className={styles.picker}>
        <div className={styles.preview}>
          {value ? <img src={value} alt="The book's cover" className={styles.image} /> : <span className={styles.placeholder}>No cover</span>}
        </div>
        <div className={styles.controls}>
          <input
            ref={input}
            id={id}
            type="file"
            accept={ACCEPTED.join(",")}
            onChange={handleFile}
            disabled={upload.isPending}
            aria-describedby={[`${id}-hint`, shownError ? `${id}-error` : ""].filter(Boolean).join(" ")}
            aria-invalid={Boolean(shownError)}
          />
          <p className={formStyles.status} role="status" aria-live="polite">
            {upload.isPending ? "Uploading…" : upload.isSuccess && value ? "Cover uploaded. Save the book to keep it." : ""}
          </p>
          {value && (
            <button type="button" className="button" onClick={handleRemove} disabled={upload.isPending}>
              Remove cover
            </button>
          )}
        </div>
      </div>
      {shownError && (
        <p id={`${id}-error`} className={formStyles.error} role="alert">
          {shownError}
        </p>
      )}
    </div>
  );
}
