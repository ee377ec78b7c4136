import { Link } from "react-router";
import type { ChapterView } from "@storyloom/api/client";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";
import { paths } from "../../paths.ts";
import { ExportButton } from "../Book/ExportButton.tsx";
import styles from "./ChapterScreen.module.css";

/** The longest numbering the API accepts (api chapters schema). */
const CUSTOM_NUMBERING_MAX = 50;

interface ChapterDetailsProps {
  id: string;
  isOpen: boolean;
  chapter: ChapterView;
  customNumbering: string;
  onCustomNumberingChange: (customNumbering: string) => void;
  onTakeVersion: () => void;
}

/**
 * What the author needs now and then, not while writing, behind the header's
 * "Chapter details": the custom numbering, versions and the DOCX export.
 */
export function ChapterDetails({ id, isOpen, chapter, customNumbering, onCustomNumberingChange, onTakeVersion }: ChapterDetailsProps) {
  const bookId = String(chapter.bookId);
  return (
    <section id={id} className={styles.details} aria-label="Chapter details" hidden={!isOpen}>
      <Field label="Custom numbering" hint={`Shown instead of “Chapter ${chapter.number}”, e.g. Prologue.`}>
        {(control) => (
          <input
            {...control}
            className={formStyles.control}
            value={customNumbering}
            maxLength={CUSTOM_NUMBERING_MAX}
            onChange={(event) => onCustomNumberingChange(event.target.value)}
          />
        )}
      </Field>
      <div className={styles.detailsActions} role="group" aria-label="Versions and export">
        <button type="button" className="button" onClick={onTakeVersion}>
          Take a version
        </button>
        <Link className="button" to={paths.chapterVersions(bookId, String(chapter.id))}>
          Versions
        </Link>
        <ExportButton bookId={chapter.bookId} chapterId={chapter.id} />
      </div>
    </section>
  );
}
