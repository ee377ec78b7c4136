import { useState } from "react";
import { Link } from "react-router";
import { useBook } from "../../api/books.ts";
import { useOutline } from "../../api/outline.ts";
import type { Id } from "../../api/session.ts";
import { BookNotFound, isNotFound } from "../../components/BookNotFound/BookNotFound.tsx";
import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";
import { paths } from "../../paths.ts";
import { parseId } from "../Books/bookLabels.ts";
import { useBookParams } from "../routeParams.ts";
import { OutlineBoard } from "./OutlineBoard.tsx";
import { TemplatePicker } from "./TemplatePicker.tsx";
import styles from "./BookOutline.module.css";

const crumbs = [{ label: "Books", to: paths.books() }];

function OutlinePage({ bookId }: { bookId: Id }) {
  const book = useBook(bookId);
  const outline = useOutline(bookId);
  const [announcement, setAnnouncement] = useState("");

  // Someone else's book answers 404 too: the API does not say whether it exists.
  if ((book.isError && isNotFound(book.error)) || (outline.isError && isNotFound(outline.error))) return <BookNotFound />;

  const title = book.data?.book.title ?? "Book";
  const header = (
    <PageHeader title={`Outline: ${title}`} breadcrumbs={[...crumbs, { label: title, to: paths.book(String(bookId)) }]}>
      <p>
        The book&apos;s beats by act, with the chapters that tell them. Drag a beat or a chapter, or use its buttons (Alt+↑ and Alt+↓ move the beat you are in).
        · <Link to={paths.bookEditor(String(bookId))}>Editor</Link> · <Link to={paths.bookStoryBible(String(bookId))}>Story bible</Link>
      </p>
    </PageHeader>
  );

  if (!outline.data) {
    return (
      <>
        {header}
        {outline.isPending && <p role="status">Loading the outline…</p>}
        {outline.isError && (
          <LoadFailed title="The outline could not be loaded" error={outline.error} onRetry={() => void outline.refetch()} isRetrying={outline.isFetching} />
        )}
      </>
    );
  }

  const { outline: view } = outline.data;
  const hasBeats = view.beats.length > 0;
  return (
    <>
      {header}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {!hasBeats && (
        <EmptyState title="This book has no outline yet">
          <p>
            Start from one of the outline templates (Save the Cat, the Hero&apos;s Journey and others), or add your first beat to an act. Your chapters stay as
            they are.
          </p>
        </EmptyState>
      )}
      <div className={styles.layout}>
        <div className={styles.main}>
          <OutlineBoard bookId={bookId} outline={view} announce={setAnnouncement} />
        </div>
        <TemplatePicker bookId={bookId} hasBeats={hasBeats} announce={setAnnouncement} />
      </div>
    </>
  );
}

export function BookOutlineScreen() {
  const { bookId } = useBookParams();
  const id = parseId(bookId);
  if (id === null) return <BookNotFound />;
  return <OutlinePage key={id} bookId={id} />;
}
