import styles from "./Pagination.module.css";

interface PaginationProps {
  /** What is being paged, for the landmark's name ("Users pages"). */
  label: string;
  page: number;
  pageCount: number;
  isDisabled?: boolean;
  onPageChange: (page: number) => void;
}

export function Pagination({ label, page, pageCount, isDisabled = false, onPageChange }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={`${label} pages`}>
      <button type="button" className="button button-small" onClick={() => onPageChange(page - 1)} disabled={isDisabled || page <= 1}>
        Previous page
      </button>
      <span className={styles.position}>
        Page {page} of {pageCount}
      </span>
      <button type="button" className="button button-small" onClick={() => onPageChange(page + 1)} disabled={isDisabled || page >= pageCount}>
        Next page
      </button>
    </nav>
  );
}
