/** The fields of a beat an author writes (a template's beats have the same). */
export interface BeatFields {
  name: string;
  purpose: string | null;
  description: string | null;
  /** The act the beat belongs to (1–5); null: none. */
  act: number | null;
}

/** At most this many beats in a book's outline or a template: far above any structure, small enough for one screen. */
export const MAX_BEATS = 100;
