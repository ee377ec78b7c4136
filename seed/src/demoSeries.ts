import type { Knex } from "@storyloom/db";
import { Book, Chapter, StoryBookScene, Subseries } from "@storyloom/db/models";

export interface DemoSeriesOptions {
  /** The demo series (its books already numbered 1..n). */
  seriesId: number;
  /** A chapter of the demo author to plan with scenes (the Lantern Road's first). */
  chapterId: number;
}

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/**
 * Gives the demo series a subseries holding its books in order (and each book
 * a route in the series), and plans a chapter with three scenes of different
 * kinds, so the collection editor and the scenes panel show real content. Run
 * it inside the demo seed's transaction after the series' books and the
 * chapter exist, and before seedDemoOutline (which files scenes under beats).
 */
export async function seedDemoSeries(knex: Knex | Knex.Transaction, options: DemoSeriesOptions): Promise<void> {
  const part = await Subseries.query(knex).insert({
    seriesId: options.seriesId,
    title: "The First Harvest",
    description: "The orchard's first season of singing glass.",
    route: "first-harvest",
    number: 1,
  });
  const books = await Book.query(knex).where({ seriesId: options.seriesId }).orderBy("number", "asc");
  for (const [index, book] of books.entries()) {
    await Book.query(knex)
      .findById(book.id)
      .patch({ subseriesId: part.id, numberInSubseries: index + 1, routeInSeries: slugOf(book.title) });
  }

  const chapter = await Chapter.query(knex).findById(options.chapterId).throwIfNotFound();
  const scenes = [
    {
      type: "ACTION" as const,
      primaryCharacter: "Wren",
      goal: "Get the lantern past the toll-keeper without paying in memories.",
      conflict: "The toll-keeper already knows her name, and her mother's.",
      resolution: "GET_COMPLICATED" as const,
      resolutionDescription: "She passes, but owes him a memory of his choosing.",
    },
    {
      type: "REFLECTION" as const,
      primaryCharacter: "Wren",
      priorEvent: "The debt to the toll-keeper.",
      reaction: "Fear that he will take the memory of her mother's voice.",
      dilemma: "Turn back with the lantern unlit, or go on owing him.",
      decision: "Go on, and find out what the toll-keeper wants the memory for.",
    },
    {
      type: "GENERAL" as const,
      description: "The glass road at dusk: the first sight of the orchard's light on the horizon.",
      isHidden: true,
    },
  ];
  for (const [index, scene] of scenes.entries()) {
    await StoryBookScene.query(knex).insert({ ...scene, bookId: chapter.bookId, chapterId: chapter.id, beatId: chapter.beatId, orderIndex: index });
  }
}
