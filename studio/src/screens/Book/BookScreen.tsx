import { Link } from "react-router";
import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";
import { paths } from "../../paths.ts";
import { useBookParams } from "../routeParams.ts";

export function BookScreen() {
  const { bookId } = useBookParams();
  return (
    <>
      <PageHeader title={`Book ${bookId}`} breadcrumbs={[{ label: "Books", to: paths.books() }]}>
        <p>The details, chapters and publishing settings of this book.</p>
      </PageHeader>
      <EmptyState
        title="The book page is not in the studio yet"
        actions={
          <>
            <Link className="button" to={paths.bookEditor(bookId)}>
              Editor
            </Link>
            <Link className="button" to={paths.bookOutline(bookId)}>
              Outline
            </Link>
          </>
        }
      >
        <p>
          This page will show the book&apos;s cover, description, genre and status, its chapters in order, and the
          choices for publishing, scheduling and selling it. This part of the studio is still being built.
        </p>
      </EmptyState>
    </>
  );
}
