import type { ReactNode } from "react";
import { useFocusMode } from "../../components/Shell/focusMode.ts";
import { EditorChapterList } from "./EditorChapterList.tsx";
import styles from "./BookEditor.module.css";

/**
 * The book editor: the chapter list beside the open chapter. Both
 * /books/{id}/editor and /books/{id}/chapter/{chapterId} render it, the latter
 * with that chapter open. Focus mode hides the list: the text alone.
 */
export function BookEditorLayout({ bookId, selectedChapterId, children }: { bookId: string; selectedChapterId: string | null; children: ReactNode }) {
  const { isFocusMode } = useFocusMode();
  return (
    <div className={styles.layout} data-focus-mode={isFocusMode}>
      <EditorChapterList bookId={bookId} selectedChapterId={selectedChapterId} />
      <div className={styles.main}>{children}</div>
    </div>
  );
}
