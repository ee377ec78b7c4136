import { useGenres } from "../../api/books.ts";
import { errorMessageOf } from "../../api/errors.ts";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";
import { CoverPicker } from "./CoverPicker.tsx";
import { GenreOptions } from "./GenreOptions.tsx";

/** The fields a book is created and edited with; genreId is the select's value ("" for no genre), imgUrl the cover's address ("" for none). */
export interface BookFieldValues {
  title: string;
  description: string;
  genreId: string;
  imgUrl: string;
}

interface BookFieldsProps {
  values: BookFieldValues;
  /** The server's per-field messages of the last save. */
  errors: Record<string, string>;
  onChange: (field: keyof BookFieldValues, value: string) => void;
}

/** Title, description, genre and cover: the same fields, limits and wording on the create form and the book page. */
export function BookFields({ values, errors, onChange }: BookFieldsProps) {
  const genres = useGenres();
  return (
    <>
      <Field label="Title" error={errors.title}>
        {(control) => (
          <input
            {...control}
            className={formStyles.control}
            value={values.title}
            onChange={(event) => onChange("title", event.target.value)}
            maxLength={200}
            required
          />
        )}
      </Field>
      <Field label="Description" hint="What readers see before they start reading." error={errors.description}>
        {(control) => (
          <textarea
            {...control}
            className={formStyles.control}
            value={values.description}
            onChange={(event) => onChange("description", event.target.value)}
            maxLength={5000}
          />
        )}
      </Field>
      <Field label="Genre" hint={genres.isError ? `The genres could not be loaded: ${errorMessageOf(genres.error)}` : undefined} error={errors.genreId}>
        {(control) => (
          <select
            {...control}
            className={formStyles.control}
            value={values.genreId}
            onChange={(event) => onChange("genreId", event.target.value)}
            disabled={!genres.data}
          >
            <GenreOptions genres={genres.data?.items ?? []} />
          </select>
        )}
      </Field>
      <CoverPicker value={values.imgUrl} error={errors.imgUrl} onChange={(url) => onChange("imgUrl", url)} />
    </>
  );
}

/** The cover field's value as the API takes it: null for no cover. */
export function imgUrlOf(value: string): string | null {
  return value === "" ? null : value;
}

/** The genre select's value as the API takes it. */
export function genreIdOf(value: string): number | null {
  return value === "" ? null : Number(value);
}
