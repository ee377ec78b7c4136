import { useState } from "react";
import type { ModeratedBookView, ModeratedSeriesView } from "@storyloom/api/client";
import { errorMessageOf } from "../../api/errors.ts";
import { STUDIO_PAGE_SIZE, pageCountOf } from "../../api/paging.ts";
import { useModeratedBooks, useModeratedSeries, useSetBookSuspension, useSetSeriesSuspension } from "../../api/moderation.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx";
import { Pagination } from "../../components/Pagination/Pagination.tsx";
import { useToast } from "../../components/Toasts/useToast.ts";
import { ListStatus } from "./ListStatus.tsx";
import { useDebouncedValue } from "./useDebouncedValue.ts";
import tables from "../../styles/dataTable.module.css";
import styles from "./AdminScreen.module.css";

type Kind = "book" | "series";
type Row = ModeratedBookView | ModeratedSeriesView;
type Change = { kind: Kind; row: Row; suspended: boolean } | null;

function CatalogueTable({
  kind,
  rows,
  isBusy,
  onChange,
}: {
  kind: Kind;
  rows: readonly Row[];
  isBusy: boolean;
  onChange: (change: NonNullable<Change>) => void;
}) {
  return (
    <div className={tables.tableScroller} role="region" aria-label={kind === "book" ? "Books table" : "Series table"} tabIndex={0}>
      <table className={tables.wideTable} aria-busy={isBusy}>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Author</th>
            <th scope="col">{kind === "book" ? "Buyers" : "Books"}</th>
            <th scope="col">State</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.title}</th>
              <td>{row.author.name ? `${row.author.name} (${row.author.email})` : row.author.email}</td>
              <td>{"buyersCount" in row ? row.buyersCount : row.booksCount}</td>
              <td>
                <span className={`${styles.status} ${row.isSuspended ? styles.statusSuspended : styles.statusActive}`}>
                  {row.isSuspended ? "Suspended" : "status" in row ? row.status.charAt(0) + row.status.slice(1).toLowerCase() : "Live"}
                </span>
              </td>
              <td className={styles.actions}>
                <button
                  type="button"
                  className={row.isSuspended ? "button" : "button button-danger"}
                  onClick={() => onChange({ kind, row, suspended: !row.isSuspended })}
                  aria-label={`${row.isSuspended ? "Restore" : "Suspend"} ${row.title}`}
                >
                  {row.isSuspended ? "Restore" : "Suspend"}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Books and series: find them by title or author, suspend or restore them. */
export function CatalogueSection() {
  const toast = useToast();
  const [kind, setKind] = useState<Kind>("book");
  const [searchText, setSearchText] = useState("");
  const [onlySuspended, setOnlySuspended] = useState(false);
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(searchText.trim(), 300);
  const filter = { search, suspended: onlySuspended ? true : undefined, page };
  const books = useModeratedBooks(filter);
  const series = useModeratedSeries(filter);
  const setBook = useSetBookSuspension();
  const setSeries = useSetSeriesSuspension();
  const [change, setChange] = useState<Change>(null);
  const list = kind === "book" ? books : series;

  function handleConfirm() {
    if (!change) return;
    const { row, suspended } = change;
    const options = {
      onSuccess: () => toast.success(`${row.title} is ${suspended ? "suspended" : "restored"}.`),
      onError: (error: unknown) => toast.error(errorMessageOf(error)),
      onSettled: () => setChange(null),
    };
    if (change.kind === "book") setBook.mutate({ id: row.id, suspended }, options);
    else setSeries.mutate({ id: row.id, suspended }, options);
  }

  return (
    <section className={styles.directory} aria-labelledby="catalogue-heading">
      <h2 id="catalogue-heading">Books &amp; series</h2>
      <fieldset className={styles.filters}>
        <legend>Show</legend>
        {(["book", "series"] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="catalogue-kind"
              checked={kind === value}
              onChange={() => {
                setKind(value);
                setPage(1);
              }}
            />
            {value === "book" ? "Books" : "Series"}
          </label>
        ))}
        <label>
          <input
            type="checkbox"
            checked={onlySuspended}
            onChange={(event) => {
              setOnlySuspended(event.target.checked);
              setPage(1);
            }}
          />
          Suspended only
        </label>
      </fieldset>
      <div role="search" className={styles.search}>
        <label htmlFor="catalogue-search">Search {kind === "book" ? "books" : "series"}</label>
        <input
          id="catalogue-search"
          type="search"
          className={styles.searchInput}
          value={searchText}
          maxLength={200}
          placeholder="Title, author name or e-mail"
          onChange={(event) => {
            setSearchText(event.target.value);
            setPage(1);
          }}
        />
      </div>
      <ListStatus query={list} noun={kind === "book" ? "books" : "series"} empty={search ? `Nothing matches “${search}”.` : "Nothing here."} />
      {list.data && list.data.items.length > 0 && <CatalogueTable kind={kind} rows={list.data.items} isBusy={list.isPlaceholderData} onChange={setChange} />}
      {list.data && (
        <Pagination
          label={kind === "book" ? "Books" : "Series"}
          page={list.data.page}
          pageCount={pageCountOf(list.data.total, STUDIO_PAGE_SIZE)}
          isDisabled={list.isPlaceholderData}
          onPageChange={setPage}
        />
      )}
      <ConfirmDialog
        open={change !== null}
        title={change?.suspended ? `Suspend “${change.row.title}”?` : `Restore “${change?.row.title ?? ""}”?`}
        confirmLabel={change?.suspended ? "Suspend" : "Restore"}
        tone={change?.suspended ? "danger" : "primary"}
        isPending={setBook.isPending || setSeries.isPending}
        onConfirm={handleConfirm}
        onCancel={() => setChange(null)}
      >
        {change?.suspended && change.kind === "book" && (
          <p>
            The book leaves the storefront for everyone but the readers who paid for it or subscribe: they keep reading it and its buyers are told by e-mail.
          </p>
        )}
        {change?.suspended && change.kind === "series" && (
          <p>The series page and its subscription offer leave the storefront; its books stay unless suspended one by one.</p>
        )}
        {change && !change.suspended && <p>It shows on the storefront again.</p>}
      </ConfirmDialog>
    </section>
  );
}
