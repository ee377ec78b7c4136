import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { errorMessageOf } from "../../api/errors.ts";
import { CustomDomainsSection } from "../CustomDomains/CustomDomainsSection.tsx";
import { useDeleteSeries, useSeries } from "../../api/series.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";
import { useToast } from "../../components/Toasts/useToast.ts";
import { paths } from "../../paths.ts";
import { SeriesBookList } from "./SeriesBookList.tsx";
import { SeriesDetailsForm } from "./SeriesDetailsForm.tsx";
import { SubseriesList } from "./SubseriesList.tsx";
import styles from "./SeriesScreen.module.css";

/** /books/series/:seriesId: a collection's editor (details, books in order, subseries, delete). */
export function SeriesScreen() {
  const { seriesId } = useParams();
  const id = Number(seriesId);
  const series = useSeries(id);
  const remove = useDeleteSeries(id);
  const navigate = useNavigate();
  const toast = useToast();
  const [status, setStatus] = useState("");
  const [isDeleting, setIsDeleting] = useState(false);

  function handleDelete() {
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.success("Collection deleted; its books are still in your list.");
        void navigate(paths.books());
      },
      onError: (error) => {
        setIsDeleting(false);
        toast.error(errorMessageOf(error));
      },
    });
  }

  if (series.isPending) return <p role="status">Loading the collection…</p>;
  if (series.isError) {
    return <LoadFailed title="This collection could not be loaded" error={series.error} onRetry={() => void series.refetch()} isRetrying={series.isFetching} />;
  }
  const data = series.data.series;
  return (
    <>
      <PageHeader title={data.title} breadcrumbs={[{ label: "Books", to: paths.books() }]}>
        <p>A collection: its books in reading order, grouped in subseries if you like.</p>
      </PageHeader>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      <div className={styles.layout}>
        <SeriesDetailsForm key={data.updatedAt} series={data} onSaved={setStatus} />
        <SeriesBookList series={data} onStatus={setStatus} />
        <SubseriesList series={data} onStatus={setStatus} />
        <CustomDomainsSection target={{ seriesId: data.id }} kind="series" />
        <section className={`${styles.card} ${styles.danger}`} aria-labelledby="series-delete-heading">
          <h2 id="series-delete-heading">Delete the collection</h2>
          <p className={styles.muted}>Its books are not deleted: they leave the collection and stay in your book list.</p>
          <div>
            <button type="button" className="button button-danger" onClick={() => setIsDeleting(true)}>
              Delete collection
            </button>
          </div>
        </section>
      </div>
      <ConfirmDialog
        open={isDeleting}
        title={`Delete “${data.title}”?`}
        confirmLabel="Delete collection"
        tone="danger"
        isPending={remove.isPending}
        onConfirm={handleDelete}
        onCancel={() => setIsDeleting(false)}
      >
        <p>The collection and its subseries are deleted. Its {data.books.length === 1 ? "book stays" : `${data.books.length} books stay`} in your list.</p>
      </ConfirmDialog>
    </>
  );
}
