import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";
import { paths } from "../../paths.ts";
import { useBookParams } from "../routeParams.ts";

export function BookOutlineScreen() {
  const { bookId } = useBookParams();
  return (
    <>
      <PageHeader
        title={`Outline: book ${bookId}`}
        breadcrumbs={[
          { label: "Books", to: paths.books() },
          { label: `Book ${bookId}`, to: paths.book(bookId) },
        ]}
      >
        <p>The plan of this book before and while it is written.</p>
      </PageHeader>
      <EmptyState title="The outline is not in the studio yet">
        <p>
          The outline will arrange the book&apos;s beats and scenes, with its characters, lore and ideas, and let you
          start from an outline template. This part of the studio is still being built.
        </p>
      </EmptyState>
    </>
  );
}
