import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { errorMessageOf } from "../../api/errors.ts";
import { fieldErrorsOf } from "../../api/fieldErrors.ts";
import { useCreateSeries, useSeriesList } from "../../api/series.ts";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";
import { seriesPath } from "../Series/seriesPaths.ts";
import styles from "./CollectionsSection.module.css";

const TITLE_MAX = 200;

const countLabel = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The author's series, shown on the book list as collections, each opening its editor; and a way to start one. */
export function CollectionsSection() {
  const series = useSeriesList();
  const create = useCreateSeries();
  const navigate = useNavigate();
  const [isCreating, setIsCreating] = useState(false);
  const [title, setTitle] = useState("");

  function handleCreate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create.mutate({ title }, { onSuccess: (answer) => void navigate(seriesPath(answer.series.id)) });
  }

  const items = series.data?.items ?? [];
  return (
    <section className={styles.section} aria-labelledby="collections-heading">
      <div className={styles.head}>
        <h2 id="collections-heading">Collections</h2>
        {!isCreating && (
          <button type="button" className="button" onClick={() => setIsCreating(true)}>
            New collection
          </button>
        )}
      </div>
      {isCreating && (
        <form className={styles.create} onSubmit={handleCreate} aria-label="New collection">
          <Field label="Collection title" error={fieldErrorsOf(create.error).title}>
            {(control) => (
              <input
                {...control}
                className={formStyles.control}
                value={title}
                maxLength={TITLE_MAX}
                required
                onChange={(event) => setTitle(event.target.value)}
              />
            )}
          </Field>
          <button type="submit" className="button button-primary" disabled={create.isPending}>
            Create collection
          </button>
          <button type="button" className="button" onClick={() => setIsCreating(false)} disabled={create.isPending}>
            Cancel
          </button>
        </form>
      )}
      {series.isError && (
        <p role="alert">
          Your collections could not be loaded: {errorMessageOf(series.error)}{" "}
          <button type="button" className="button button-small" onClick={() => void series.refetch()}>
            Try again
          </button>
        </p>
      )}
      {series.data && items.length === 0 && <p>Group books of one world into a collection: readers then see them in order.</p>}
      {items.length > 0 && (
        <ul className={styles.grid}>
          {items.map((item) => (
            <li key={item.id}>
              <Link className={styles.card} to={seriesPath(item.id)}>
                {item.imgUrl || item.coverUrl ? (
                  <img className={styles.cover} src={item.imgUrl ?? item.coverUrl ?? ""} alt="" />
                ) : (
                  <span className={styles.cover} />
                )}
                <span>
                  <span className={styles.title}>{item.title}</span>
                  <span className={styles.meta}>
                    {countLabel(item.bookCount, "book", "books")}
                    {item.subseriesCount > 0 && ` · ${countLabel(item.subseriesCount, "subseries", "subseries")}`}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
