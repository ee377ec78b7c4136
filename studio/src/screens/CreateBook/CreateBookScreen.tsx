import { Link } from "react-router";
import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";
import { paths } from "../../paths.ts";

export function CreateBookScreen() {
  return (
    <>
      <PageHeader title="Create a book" breadcrumbs={[{ label: "Books", to: paths.books() }]}>
        <p>Start a new story or script.</p>
      </PageHeader>
      <EmptyState
        title="Creating books is not in the studio yet"
        actions={
          <Link className="button" to={paths.books()}>
            Back to books
          </Link>
        }
      >
        <p>
          Here you will give a new book its title, type (story or script), genre, description and cover, then open it
          in the editor. This part of the studio is still being built.
        </p>
      </EmptyState>
    </>
  );
}
