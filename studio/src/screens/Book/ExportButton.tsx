import { useExportManuscript } from "../../api/exports.ts";
import { errorMessageOf } from "../../api/errors.ts";
import type { Id } from "../../api/session.ts";
import { useToast } from "../../components/Toasts/useToast.ts";

interface ExportButtonProps {
  bookId: Id;
  /** Exports this chapter alone; the whole book without it. */
  chapterId?: Id;
}

/** Downloads the working text as a standard-manuscript DOCX file. */
export function ExportButton({ bookId, chapterId }: ExportButtonProps) {
  const toast = useToast();
  const exporting = useExportManuscript(bookId, chapterId);
  const what = chapterId === undefined ? "book" : "chapter";

  function handleClick() {
    exporting.mutate(undefined, {
      onSuccess: (file) => toast.success(`${file.filename} is downloaded.`),
      onError: (error) => toast.error(`The ${what} could not be exported: ${errorMessageOf(error)}`),
    });
  }

  return (
    <button type="button" className="button" onClick={handleClick} disabled={exporting.isPending}>
      {exporting.isPending ? "Exporting…" : "Export DOCX"}
      <span className="visually-hidden"> (the whole {what} as a Word manuscript)</span>
    </button>
  );
}
