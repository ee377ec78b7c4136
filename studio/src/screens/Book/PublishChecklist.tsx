import type { Id } from "../../api/session.ts";
import { useBookPublishability } from "../../api/books.ts";
import { errorMessageOf } from "../../api/errors.ts";
import { publishRequirementLabel } from "../Books/bookLabels.ts";
import styles from "./BookScreen.module.css";

/** What the book still needs before it can be published (GET …/is-publishable). */
export function PublishChecklist({ bookId }: { bookId: Id }) {
  const publishability = useBookPublishability(bookId);
  const data = publishability.data;
  return (
    <section className={styles.section} aria-labelledby="book-publish-heading">
      <h2 id="book-publish-heading">Ready to publish?</h2>
      <div className={styles.panel}>
        {publishability.isPending && <p role="status">Checking what the book still needs…</p>}
        {publishability.isError && (
          <div role="alert">
            <p>What the book still needs could not be checked: {errorMessageOf(publishability.error)}</p>
            <button type="button" className="button" onClick={() => void publishability.refetch()} disabled={publishability.isFetching}>
              Try again
            </button>
          </div>
        )}
        {data?.isPublishable && <p className={styles.ready}>Everything is in place: this book can be published.</p>}
        {data && !data.isPublishable && (
          <>
            <p>Before this book can be published:</p>
            <ul className={styles.checklist} aria-label="Still missing">
              {data.missing.map((requirement) => (
                <li key={requirement}>{publishRequirementLabel[requirement]}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
