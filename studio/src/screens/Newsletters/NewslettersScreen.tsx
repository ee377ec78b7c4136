import { Link, useSearchParams } from "react-router";
import { useNewsletters } from "../../api/newsletters.ts";
import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";
import { Pagination } from "../../components/Pagination/Pagination.tsx";
import { paths } from "../../paths.ts";
import { parseId } from "../Books/bookLabels.ts";
import { newsletterStatsLabel, newsletterStatusLabel } from "./newsletterLabels.ts";
import styles from "./Newsletters.module.css";

/** /newsletters: the author's newsletters, newest first, with their status and how their sending went. */
export function NewslettersScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parseId(searchParams.get("page") ?? "") ?? 1;
  const newsletters = useNewsletters(page);
  const total = newsletters.data?.total ?? 0;
  const pageCount = newsletters.data ? Math.max(1, Math.ceil(total / newsletters.data.pageSize)) : 1;

  return (
    <>
      <PageHeader title="Newsletters">
        <p>
          Write to the readers of your books and your subscribers. Each reader who wants your e-mails gets it once; every e-mail has a one-click unsubscribe.
          Sent newsletters also appear on your public author page.
        </p>
      </PageHeader>
      <div className={styles.bar}>
        <Link className="button button-primary" to={paths.newNewsletter()}>
          Write a newsletter
        </Link>
      </div>

      {newsletters.isPending && <p role="status">Loading your newsletters…</p>}
      {newsletters.isError && <LoadFailed title="Your newsletters could not be loaded" error={newsletters.error} onRetry={() => void newsletters.refetch()} />}
      {newsletters.data && total === 0 && (
        <EmptyState
          title="No newsletters yet"
          actions={
            <Link className="button button-primary" to={paths.newNewsletter()}>
              Write your first newsletter
            </Link>
          }
        >
          <p>Tell your readers what you are working on, when the next book comes, or anything else they would like to hear.</p>
        </EmptyState>
      )}
      {newsletters.data && total > 0 && (
        <section aria-labelledby="newsletters-heading" className={styles.section}>
          <h2 id="newsletters-heading">
            {total.toLocaleString()} {total === 1 ? "newsletter" : "newsletters"}
          </h2>
          <ul className={styles.list}>
            {newsletters.data.items.map((newsletter) => {
              const stats = newsletterStatsLabel(newsletter);
              return (
                <li key={newsletter.id} className={styles.item}>
                  <h3>
                    <Link to={paths.newsletter(String(newsletter.id))}>{newsletter.subject}</Link>
                  </h3>
                  <span className={styles.status} data-status={newsletter.status}>
                    {newsletterStatusLabel(newsletter)}
                  </span>
                  {stats && <p className={styles.muted}>{stats}</p>}
                </li>
              );
            })}
          </ul>
          <Pagination
            label="Newsletters"
            page={page}
            pageCount={pageCount}
            isDisabled={newsletters.isFetching}
            onPageChange={(next) => setSearchParams((params) => new URLSearchParams({ ...Object.fromEntries(params), page: String(next) }))}
          />
        </section>
      )}
    </>
  );
}
