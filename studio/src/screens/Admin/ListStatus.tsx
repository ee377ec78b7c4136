import type { UseQueryResult } from "@tanstack/react-query";
import { errorMessageOf } from "../../api/errors.ts";
import { STUDIO_PAGE_SIZE, itemRangeOf } from "../../api/paging.ts";
import tables from "../../styles/dataTable.module.css";
import styles from "./AdminScreen.module.css";

interface ListStatusProps {
  query: UseQueryResult<{ total: number; page: number }>;
  /** Plural noun: "reports", "books". */
  noun: string;
  empty: string;
}

/** A list's loading, empty and "showing a–b of n" line, and its load error with a retry. */
export function ListStatus({ query, noun, empty }: ListStatusProps) {
  const { data } = query;
  const range = data ? itemRangeOf(data.page, STUDIO_PAGE_SIZE, data.total) : null;
  return (
    <>
      <p className={styles.summary} role="status">
        {query.isPending && `Loading ${noun}…`}
        {data && data.total === 0 && empty}
        {data && range && data.total > 0 && `Showing ${range.first}–${range.last} of ${data.total} ${noun}`}
      </p>
      {query.isError && !data && (
        <div className={tables.loadError} role="alert">
          <p>
            The {noun} could not be loaded: {errorMessageOf(query.error)}
          </p>
          <button type="button" className="button" onClick={() => void query.refetch()} disabled={query.isFetching}>
            Try again
          </button>
        </div>
      )}
    </>
  );
}
