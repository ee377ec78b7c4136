import type { Knex } from "@storyloom/db";
import { Book, StoryBookBeat, StoryBookCharacter, StoryBookLore, StoryBookSettings } from "@storyloom/db/models";
import { NotFoundError } from "../../errors.ts";
import { parseMarkup } from "../chapters/markupBlocks.ts";

/** The story bible sent with a call stays within this many characters (about 6,000 tokens): the author pays for it. */
export const STORY_CONTEXT_MAX_CHARS = 24_000;

/** The plain text of stored markup (a book's description): its paragraphs, one per line. */
export function markupToPlainText(markup: string | null): string {
  return parseMarkup(markup)
    .map((block) => block.runs.map((run) => run.text).join(""))
    .join("\n")
    .trim();
}

const line = (label: string, value: string | null | undefined) => (value && value.trim() ? `${label}: ${value.trim()}` : null);
const words = (value: string) => value.toLowerCase().replaceAll("_", " ");

/**
 * What the model is told about the author's book before their request: the
 * book, its story settings, characters, lore and outline, as plain text
 * (docs/decisions/ai.md, Story context). Only the author's own book: another's is not
 * found. Cut at STORY_CONTEXT_MAX_CHARS, keeping whole lines.
 */
export async function loadStoryContext(knex: Knex, authorId: number, bookId: number): Promise<string> {
  // One round of queries side by side; the book's genre joined rather than fetched after it.
  const [book, settings, characters, lores, beats] = await Promise.all([
    Book.query(knex)
      .findById(bookId)
      .where({ "books.authorId": authorId, "books.deleted": false })
      .leftJoin("genres", "genres.id", "books.genreId")
      .select("books.title", "books.type", "books.description", "genres.name as genreName")
      .castTo<{ title: string; type: Book["type"]; description: string | null; genreName: string | null }>(),
    StoryBookSettings.query(knex).where({ bookId }).first(),
    StoryBookCharacter.query(knex).where({ bookId }).orderBy("orderIndex"),
    StoryBookLore.query(knex).where({ bookId }).orderBy("orderIndex"),
    StoryBookBeat.query(knex).where({ bookId }).orderBy("orderIndex"),
  ]);
  if (!book) throw new NotFoundError("Book not found.");

  const lines: Array<string | null> = [
    `The author is writing ${book.type === "SCRIPT" ? "a screenplay" : "a book"} titled "${book.title}"${book.genreName ? ` (${book.genreName})` : ""}.`,
    line("Description", markupToPlainText(book.description)),
  ];
  if (settings) {
    lines.push(
      line("Length", settings.length && words(settings.length)),
      line("Style", settings.style && (settings.style === "CUSTOM" ? settings.styleDescription : words(settings.style))),
      line("Point of view", settings.pointOfView && words(settings.pointOfView)),
      settings.style !== "CUSTOM" ? line("Notes on style", settings.styleDescription) : null,
    );
  }
  if (characters.length > 0) {
    lines.push("", "Characters:");
    for (const c of characters) {
      const details = [c.overview, line("Looks", c.physical), line("Mind", c.mental), line("Skills", c.skills)].filter(Boolean).join(" ");
      lines.push(`- ${c.name}${c.type ? ` (${words(c.type)})` : ""}${details ? `: ${details}` : ""}`);
    }
  }
  if (lores.length > 0) {
    lines.push("", "World and lore:");
    for (const l of lores) lines.push(`- ${l.name}${l.type ? ` (${words(l.type)})` : ""}${l.description ? `: ${l.description}` : ""}`);
  }
  const namedBeats = beats.filter((beat) => beat.name || beat.description || beat.purpose);
  if (namedBeats.length > 0) {
    lines.push("", "Outline:");
    for (const b of namedBeats)
      lines.push(`- ${b.act ? `Act ${b.act}, ` : ""}${b.name ?? "Beat"}${b.purpose ? ` (${b.purpose})` : ""}${b.description ? `: ${b.description}` : ""}`);
  }

  let context = "";
  for (const text of lines) {
    if (text === null) continue;
    if (context.length + text.length + 1 > STORY_CONTEXT_MAX_CHARS) break;
    context += `${text}\n`;
  }
  return context.trim();
}
