import { isApiErrorBody } from "@storyloom/api/client";
import { Link } from "react-router";
import { paths } from "../../paths.ts";
import { EmptyState } from "../EmptyState/EmptyState.tsx";
import { PageHeader } from "../PageHeader/PageHeader.tsx";

/** Whether a request answered 404. Someone else's book answers 404 too: the API does not say whether it exists. */
export function isNotFound(error: unknown): boolean {
  return isApiErrorBody(error) && error.error.code === "not_found";
}

interface BookNotFoundProps {
  /** The "Back to your books" button under the message. */
  backLink?: boolean;
}

/** What a book's screen shows when its address names no book of the author's (a bad id, a deleted book, someone else's). */
export function BookNotFound({ backLink = true }: BookNotFoundProps) {
  return (
    <>
      <PageHeader title="Book not found" breadcrumbs={[{ label: "Books", to: paths.books() }]} />
      <EmptyState
        title="There is no book of yours at this address"
        actions={
          backLink && (
            <Link className="button button-primary" to={paths.books()}>
              Back to your books
            </Link>
          )
        }
      >
        <p>It may have been deleted, or the address may be mistyped.</p>
      </EmptyState>
    </>
  );
}
