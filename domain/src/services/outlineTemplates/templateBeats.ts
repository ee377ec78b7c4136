import type { BeatFields } from "../beats/beatFields.ts";

/** A beat as a template keeps it (the `beats` JSON column): the beat's fields, without a book or a place. */
export type OutlineTemplateBeat = BeatFields;

function text(value: unknown): string | null {
  return typeof value === "string" && value.length > 0 ? value : null;
}

/**
 * A template's beats as stored, read defensively: the column is JSON any
 * older writer may have filled, so an entry that is not an object with a
 * name is skipped rather than trusted.
 */
export function readTemplateBeats(stored: unknown): OutlineTemplateBeat[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry: unknown) => {
    if (typeof entry !== "object" || entry === null) return [];
    const beat = entry as Record<string, unknown>;
    const name = text(beat.name);
    if (name === null) return [];
    const act = typeof beat.act === "number" && Number.isInteger(beat.act) ? beat.act : null;
    return [{ name, purpose: text(beat.purpose), description: text(beat.description), act }];
  });
}
