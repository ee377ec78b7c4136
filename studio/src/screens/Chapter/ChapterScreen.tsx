import { Link } from "react-router";
import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";
import { paths } from "../../paths.ts";
import { useChapterParams } from "../routeParams.ts";

export function ChapterScreen() {
  const { bookId, chapterId } = useChapterParams();
  return (
    <>
      <PageHeader
        title={`Chapter ${chapterId}`}
        breadcrumbs={[
          { label: "Books", to: paths.books() },
          { label: `Book ${bookId}`, to: paths.book(bookId) },
        ]}
      >
        <p>One chapter of book {bookId}: its text, status and access.</p>
      </PageHeader>
      <EmptyState
        title="The chapter page is not in the studio yet"
        actions={
          <Link className="button" to={paths.chapterVersions(bookId, chapterId)}>
            Chapter versions
          </Link>
        }
      >
        <p>
          This page will show the chapter&apos;s title and text, whether it is free or paid, and its publication
          schedule. This part of the studio is still being built.
        </p>
      </EmptyState>
    </>
  );
}
