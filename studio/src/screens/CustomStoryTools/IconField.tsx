import { useEffect, useId, useRef, useState } from "react";
import type { ChangeEvent } from "react";
import formStyles from "../../components/Form/Form.module.css";
import { iconProblem } from "./storyToolDraft.ts";
import styles from "./CustomStoryTools.module.css";

const PREVIEW_SIDE = 96;

/**
 * The chosen file drawn on a canvas: the studio's Content-Security-Policy
 * (img-src 'self') blocks blob: and data: images, and decoding the file
 * itself loads nothing from any address.
 */
function ChosenIconPreview({ file }: { file: File }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [isUnreadable, setIsUnreadable] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    createImageBitmap(file)
      .then((bitmap) => {
        const canvas = canvasRef.current;
        const context = canvas?.getContext("2d");
        if (isCurrent && canvas && context) {
          const scale = Math.min(1, PREVIEW_SIDE / Math.max(bitmap.width, bitmap.height));
          const [width, height] = [bitmap.width * scale, bitmap.height * scale];
          context.clearRect(0, 0, PREVIEW_SIDE, PREVIEW_SIDE);
          context.drawImage(bitmap, (PREVIEW_SIDE - width) / 2, (PREVIEW_SIDE - height) / 2, width, height);
        }
        bitmap.close();
      })
      .catch(() => {
        if (isCurrent) setIsUnreadable(true);
      });
    return () => {
      isCurrent = false;
    };
  }, [file]);

  if (isUnreadable) return <p className={formStyles.error}>This image could not be read. Save it again as PNG, JPEG or WebP.</p>;
  return <canvas ref={canvasRef} className={styles.iconPreview} width={PREVIEW_SIDE} height={PREVIEW_SIDE} role="img" aria-label="Preview of the new icon" />;
}

interface IconFieldProps {
  /** The saved icon's address. */
  current: string | null;
  chosen: File | null;
  isRemoved: boolean;
  /** The server's message for `icon`. */
  error: string | undefined;
  onChoose: (file: File | null) => void;
  onRemove: (isRemoved: boolean) => void;
}

/** Choosing, previewing and removing a tool's icon; the file is sent with the form when it is saved. */
export function IconField({ current, chosen, isRemoved, error, onChoose, onRemove }: IconFieldProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  // A new key empties the file input after "Clear".
  const [inputKey, setInputKey] = useState(0);
  const message = problem ?? error;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    const refused = file ? iconProblem(file) : null;
    setProblem(refused);
    onChoose(refused ? null : file);
  }

  function handleClear() {
    setProblem(null);
    setInputKey((key) => key + 1);
    onChoose(null);
  }

  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        Icon
      </label>
      <p id={`${id}-hint`} className={formStyles.hint}>
        PNG, JPEG or WebP, at most 2 MB. It is shown small beside the tool's name.
      </p>
      <div className={styles.iconField}>
        {chosen ? (
          <ChosenIconPreview key={`${chosen.name}-${chosen.size}-${chosen.lastModified}`} file={chosen} />
        ) : current && !isRemoved ? (
          <img src={current} alt="The tool's icon" className={styles.iconPreview} width={PREVIEW_SIDE} height={PREVIEW_SIDE} />
        ) : (
          <span className={formStyles.hint}>{isRemoved ? "The icon will be removed when you save." : "No icon"}</span>
        )}
        <input
          key={inputKey}
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-describedby={[`${id}-hint`, message ? `${id}-error` : ""].filter(Boolean).join(" ")}
          aria-invalid={Boolean(message)}
          onChange={handleChange}
        />
        {chosen && (
          <button type="button" className="button button-small" onClick={handleClear}>
            Clear the chosen icon
          </button>
        )}
        {!chosen && current && !isRemoved && (
          <button type="button" className="button button-small" onClick={() => onRemove(true)}>
            Remove icon
          </button>
        )}
        {!chosen && isRemoved && (
          <button type="button" className="button button-small" onClick={() => onRemove(false)}>
            Keep the icon
          </button>
        )}
      </div>
      {message && (
        <p id={`${id}-error`} className={formStyles.error} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
