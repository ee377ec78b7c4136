import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";
import { paths } from "../../paths.ts";
import { useChapterParams } from "../routeParams.ts";

export function ChapterVersionsScreen() {
  const { bookId, chapterId } = useChapterParams();
  return (
    <>
      <PageHeader
        title={`Chapter versions: chapter ${chapterId}`}
        breadcrumbs={[
          { label: "Books", to: paths.books() },
          { label: `Book ${bookId}`, to: paths.book(bookId) },
          { label: `Chapter ${chapterId}`, to: paths.chapter(bookId, chapterId) },
        ]}
      >
        <p>Earlier states of this chapter&apos;s text.</p>
      </PageHeader>
      <EmptyState title="Chapter versions are not in the studio yet">
        <p>
          The saved versions of this chapter will be listed here by name, and any of them can be restored to the
          chapter. This part of the studio is still being built.
        </p>
      </EmptyState>
    </>
  );
}
