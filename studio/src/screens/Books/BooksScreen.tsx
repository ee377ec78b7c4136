import { useState, type ChangeEvent } from "react";
import { Link } from "react-router";
import { useBooks, type BookSort } from "../../api/books.ts";
import { errorMessageOf } from "../../api/errors.ts";
import { STUDIO_PAGE_SIZE, itemRangeOf, pageCountOf } from "../../api/paging.ts";
import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";
import { Pagination } from "../../components/Pagination/Pagination.tsx";
import { paths } from "../../paths.ts";
import { useDebouncedValue } from "../Admin/useDebouncedValue.ts";
import { BooksTable } from "./BooksTable.tsx";
import { CollectionsSection } from "./CollectionsSection.tsx";
import tables from "../../styles/dataTable.module.css";
import styles from "./BooksScreen.module.css";

const SEARCH_DEBOUNCE_MS = 300;
/** The API refuses longer searches (400). */
const SEARCH_MAX_LENGTH = 200;

const sortOptions: { value: BookSort; label: string }[] = [
  { value: "updatedAt", label: "Last edited" },
  { value: "createdAt", label: "Newest" },
  { value: "title", label: "Title" },
];

function isBookSort(value: string): value is BookSort {
  return sortOptions.some((option) => option.value === value);
}

export function BooksScreen() {
  const [searchText, setSearchText] = useState("");
  const [sort, setSort] = useState<BookSort>("updatedAt");
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const books = useBooks({ search, sort, page });

  function handleSearchChange(event: ChangeEvent<HTMLInputElement>) {
    setSearchText(event.target.value);
    setPage(1);
  }

  function handleSortChange(event: ChangeEvent<HTMLSelectElement>) {
    if (isBookSort(event.target.value)) setSort(event.target.value);
    setPage(1);
  }

  const data = books.data;
  const pageCount = data ? pageCountOf(data.total, STUDIO_PAGE_SIZE) : 1;
  const range = data ? itemRangeOf(data.page, STUDIO_PAGE_SIZE, data.total) : null;
  // With no search and no books at all, the list controls would only be in the way.
  const hasNoBooks = data !== undefined && data.total === 0 && search === "" && searchText.trim() === "";

  return (
    <>
      <PageHeader title="Books">
        <p>The stories and scripts you write, with their chapters and publishing status.</p>
      </PageHeader>
      <CollectionsSection />

      {hasNoBooks ? (
        <EmptyState
          title="You have no books yet"
          actions={
            <Link className="button button-primary" to={paths.createBook()}>
              Create a book
            </Link>
          }
        >
          <p>Start a story or a script: give it a title and a genre, then write its chapters.</p>
        </EmptyState>
      ) : (
        <section aria-labelledby="books-heading">
          <h2 id="books-heading" className="visually-hidden">
            Your books
          </h2>
          <div className={styles.controls}>
            <div role="search" className={styles.control}>
              <label htmlFor="book-search">Search by title</label>
              <input
                id="book-search"
                type="search"
                className={styles.searchInput}
                value={searchText}
                onChange={handleSearchChange}
                maxLength={SEARCH_MAX_LENGTH}
                autoComplete="off"
              />
            </div>
            <div className={styles.control}>
              <label htmlFor="book-sort">Sort by</label>
              <select id="book-sort" className={styles.select} value={sort} onChange={handleSortChange}>
                {sortOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            <Link className={`button button-primary ${styles.createLink}`} to={paths.createBook()}>
              Create a book
            </Link>
          </div>

          <p className={styles.summary} role="status">
            {books.isPending && "Loading your books…"}
            {data && data.total === 0 && `No books match “${search}”.`}
            {data && range && `Showing ${range.first}–${range.last} of ${data.total} ${data.total === 1 ? "book" : "books"}`}
          </p>

          {books.isError && !data && (
            <div className={tables.loadError} role="alert">
              <p>Your books could not be loaded: {errorMessageOf(books.error)}</p>
              <button type="button" className="button" onClick={() => void books.refetch()} disabled={books.isFetching}>
                Try again
              </button>
            </div>
          )}

          {data && data.items.length > 0 && <BooksTable books={data.items} isBusy={books.isPlaceholderData} />}

          {data && <Pagination label="Books" page={data.page} pageCount={pageCount} isDisabled={books.isPlaceholderData} onPageChange={setPage} />}
        </section>
      )}
    </>
  );
}
