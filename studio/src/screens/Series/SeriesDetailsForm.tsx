import { useState, type FormEvent } from "react";
import type { SeriesView } from "@storyloom/api/client";
import { fieldErrorsOf } from "../../api/fieldErrors.ts";
import { useUpdateSeries } from "../../api/series.ts";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";
import styles from "./SeriesScreen.module.css";

const TITLE_MAX = 200;
const DESCRIPTION_MAX = 5000;

/** The collection's title and description. */
export function SeriesDetailsForm({ series, onSaved }: { series: SeriesView; onSaved: (message: string) => void }) {
  const [title, setTitle] = useState(series.title);
  const [description, setDescription] = useState(series.description ?? "");
  const update = useUpdateSeries(series.id);
  const errors = fieldErrorsOf(update.error);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    update.mutate({ title, description }, { onSuccess: () => onSaved("Collection saved.") });
  }

  return (
    <form className={styles.card} onSubmit={handleSubmit} aria-labelledby="series-details-heading">
      <h2 id="series-details-heading">Details</h2>
      <Field label="Title" error={errors.title}>
        {(control) => (
          <input {...control} className={formStyles.control} value={title} maxLength={TITLE_MAX} required onChange={(event) => setTitle(event.target.value)} />
        )}
      </Field>
      <Field label="Description" hint="Shown to readers on the collection's page." error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            className={formStyles.control}
            value={description}
            maxLength={DESCRIPTION_MAX}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
      </Field>
      <div>
        <button type="submit" className="button button-primary" disabled={update.isPending}>
          Save details
        </button>
      </div>
    </form>
  );
}
