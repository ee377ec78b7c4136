import { Link } from "react-router";
import { useBook } from "../../api/books.ts";
import type { Id } from "../../api/session.ts";
import { BookNotFound, isNotFound } from "../../components/BookNotFound/BookNotFound.tsx";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";
import { paths } from "../../paths.ts";
import { bookStatusLabel, bookTypeLabel, parseId } from "../Books/bookLabels.ts";
import { useBookParams } from "../routeParams.ts";
import { CustomDomainsSection } from "../CustomDomains/CustomDomainsSection.tsx";
import { BookDetailsForm } from "./BookDetailsForm.tsx";
import { ChapterList } from "./ChapterList.tsx";
import { DeleteBookSection } from "./DeleteBookSection.tsx";
import { EpubSection } from "./EpubSection.tsx";
import { ExportButton } from "./ExportButton.tsx";
import { JobNotice } from "./JobNotice.tsx";
import { PublishChecklist } from "./PublishChecklist.tsx";
import styles from "./BookScreen.module.css";

const crumbs = [{ label: "Books", to: paths.books() }];

function BookPage({ bookId }: { bookId: Id }) {
  const book = useBook(bookId);

  // Someone else's book answers 404 too: the API does not say whether it exists.
  if (book.isError && isNotFound(book.error)) return <BookNotFound />;

  if (!book.data) {
    return (
      <>
        <PageHeader title="Book" breadcrumbs={crumbs} />
        {book.isPending && <p role="status">Loading the book…</p>}
        {book.isError && (
          <LoadFailed title="The book could not be loaded" error={book.error} onRetry={() => void book.refetch()} isRetrying={book.isFetching} />
        )}
      </>
    );
  }

  const { book: view } = book.data;
  return (
    <>
      <PageHeader title={view.title} breadcrumbs={crumbs}>
        <p>
          {bookTypeLabel[view.type]} · {bookStatusLabel[view.status]} · <Link to={paths.bookEditor(String(view.id))}>Editor</Link> ·{" "}
          <Link to={paths.bookOutline(String(view.id))}>Outline</Link> · <Link to={paths.bookStoryBible(String(view.id))}>Story bible</Link> ·{" "}
          <Link to={paths.bookAssistant(String(view.id))}>Assistant</Link> · <Link to={paths.bookGenerate(String(view.id))}>Generate with AI</Link>
        </p>
        <ExportButton bookId={view.id} />
      </PageHeader>
      <JobNotice bookId={view.id} />
      <div className={styles.layout}>
        {/* Keyed by id so the form's draft starts over if the route moves to another book. */}
        <BookDetailsForm key={view.id} book={view} />
        <ChapterList bookId={view.id} bookVersion={view.updatedAt} />
        <PublishChecklist bookId={view.id} />
        <EpubSection bookId={view.id} />
        <CustomDomainsSection target={{ bookId: view.id }} kind="book" />
        <DeleteBookSection book={view} />
      </div>
    </>
  );
}

export function BookScreen() {
  const { bookId } = useBookParams();
  const id = parseId(bookId);
  if (id === null) return <BookNotFound />;
  return <BookPage key={id} bookId={id} />;
}
