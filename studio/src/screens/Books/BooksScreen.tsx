import { Link } from "react-router";
import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";
import { paths } from "../../paths.ts";

export function BooksScreen() {
  return (
    <>
      <PageHeader title="Books">
        <p>The stories and scripts you write, with their chapters and publishing status.</p>
      </PageHeader>
      <EmptyState
        title="Your book list is not in the studio yet"
        actions={
          <Link className="button button-primary" to={paths.createBook()}>
            Create a book
          </Link>
        }
      >
        <p>
          Each of your books, story or script, will be listed here with its status (draft, staged or published), its
          chapters and its readers. This part of the studio is still being built.
        </p>
      </EmptyState>
    </>
  );
}
