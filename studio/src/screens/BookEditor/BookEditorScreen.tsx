import { Navigate } from "react-router";
import { useBook, useBookChapters } from "../../api/books.ts";
import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";
import { paths } from "../../paths.ts";
import { useBookParams } from "../routeParams.ts";
import { BookEditorLayout } from "./BookEditorLayout.tsx";
import { chapterToOpen, readLastChapter } from "./lastChapter.ts";

/**
 * /books/{id}/editor: opens the chapter last open in this book (or the first)
 * at its own address, /books/{id}/chapter/{chapterId}, which is the editor with
 * that chapter; a book without chapters shows the editor with a way to add one.
 */
export function BookEditorScreen() {
  const { bookId } = useBookParams();
  const book = useBook(Number(bookId));
  const chapters = useBookChapters(Number(bookId));
  const title = book.data?.book.title ?? "Book";

  if (chapters.data) {
    const chapterId = chapterToOpen(
      chapters.data.chapters.map((chapter) => chapter.id),
      readLastChapter(bookId),
    );
    if (chapterId !== null) return <Navigate to={paths.chapter(bookId, String(chapterId))} replace />;
  }

  return (
    <BookEditorLayout bookId={bookId} selectedChapterId={null}>
      <PageHeader
        title={`Editor: ${title}`}
        breadcrumbs={[
          { label: "Books", to: paths.books() },
          { label: title, to: paths.book(bookId) },
        ]}
      />
      {chapters.isPending && <p role="status">Loading the chapters…</p>}
      {chapters.isError && <LoadFailed title="The chapters could not be loaded" error={chapters.error} onRetry={() => void chapters.refetch()} />}
      {chapters.data && (
        <EmptyState title="This book has no chapters yet">
          <p>Add the first chapter with “Add chapter” in the chapter list, and start writing.</p>
        </EmptyState>
      )}
    </BookEditorLayout>
  );
}
