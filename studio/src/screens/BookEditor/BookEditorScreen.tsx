import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";
import { paths } from "../../paths.ts";
import { useBookParams } from "../routeParams.ts";

export function BookEditorScreen() {
  const { bookId } = useBookParams();
  return (
    <>
      <PageHeader
        title={`Editor: book ${bookId}`}
        breadcrumbs={[
          { label: "Books", to: paths.books() },
          { label: `Book ${bookId}`, to: paths.book(bookId) },
        ]}
      >
        <p>Where the chapters and scenes of this book are written.</p>
      </PageHeader>
      <EmptyState title="The editor is not in the studio yet">
        <p>
          The editor will hold the text of each chapter with its scenes, and the AI writing tools beside it. This part
          of the studio is still being built.
        </p>
      </EmptyState>
    </>
  );
}
