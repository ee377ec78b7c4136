import { useRef, useState } from "react";
import type { KeyboardEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { useBook } from "../../api/books.ts";
import type { Id } from "../../api/session.ts";
import { BookNotFound, isNotFound } from "../../components/BookNotFound/BookNotFound.tsx";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";
import { paths } from "../../paths.ts";
import { parseId } from "../Books/bookLabels.ts";
import { useBookParams } from "../routeParams.ts";
import { CharactersPanel, LorePanel } from "./EntryPanels.tsx";
import { IdeasPanel } from "./IdeasPanel.tsx";
import { SettingsPanel } from "./SettingsPanel.tsx";
import { storyBibleTabs, tabAfterKey, tabOf } from "./storyBibleTabs.ts";
import type { StoryBibleTab } from "./storyBibleTabs.ts";
import styles from "./StoryBible.module.css";

const crumbs = [{ label: "Books", to: paths.books() }];

function StoryBiblePage({ bookId }: { bookId: Id }) {
  const book = useBook(bookId);
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = tabOf(searchParams.get("tab"));
  const [announcement, setAnnouncement] = useState("");
  const tabRefs = useRef(new Map<StoryBibleTab, HTMLButtonElement>());

  // Someone else's book answers 404 too: the API does not say whether it exists.
  if (book.isError && isNotFound(book.error)) return <BookNotFound />;

  function select(tab: StoryBibleTab) {
    setSearchParams(tab === "characters" ? {} : { tab }, { replace: true });
  }

  function handleTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = tabAfterKey(selected, event.key);
    if (!next) return;
    event.preventDefault();
    select(next);
    tabRefs.current.get(next)?.focus();
  }

  const title = book.data?.book.title ?? "Book";
  const id = String(bookId);
  return (
    <>
      <PageHeader title={`Story bible: ${title}`} breadcrumbs={[...crumbs, { label: title, to: paths.book(id) }]}>
        <p>
          The book&apos;s people, its world, the ideas kept for it and how it is told. · <Link to={paths.bookOutline(id)}>Outline</Link> ·{" "}
          <Link to={paths.bookEditor(id)}>Editor</Link>
        </p>
      </PageHeader>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {book.isError && <LoadFailed title="The book could not be loaded" error={book.error} onRetry={() => void book.refetch()} isRetrying={book.isFetching} />}
      <div className={styles.tabs} role="tablist" aria-label="Story bible">
        {storyBibleTabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.id, element);
              else tabRefs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`story-bible-tab-${tab.id}`}
            aria-controls={`story-bible-panel-${tab.id}`}
            aria-selected={tab.id === selected}
            tabIndex={tab.id === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(tab.id)}
            onKeyDown={handleTabKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {/* Every panel stays mounted while hidden: an open form keeps what was typed when the author looks at another tab. */}
      {storyBibleTabs.map((tab) => (
        <section
          key={tab.id}
          id={`story-bible-panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`story-bible-tab-${tab.id}`}
          hidden={tab.id !== selected}
          className={styles.panel}
        >
          {tab.id === "characters" && <CharactersPanel bookId={bookId} isActive={selected === "characters"} announce={setAnnouncement} />}
          {tab.id === "lore" && <LorePanel bookId={bookId} isActive={selected === "lore"} announce={setAnnouncement} />}
          {tab.id === "ideas" && <IdeasPanel bookId={bookId} />}
          {tab.id === "settings" && <SettingsPanel bookId={bookId} />}
        </section>
      ))}
    </>
  );
}

/** /books/{id}/story-bible: the book's characters, lore, ideas and story settings. */
export function StoryBibleScreen() {
  const { bookId } = useBookParams();
  const id = parseId(bookId);
  if (id === null) return <BookNotFound />;
  return <StoryBiblePage key={id} bookId={id} />;
}
