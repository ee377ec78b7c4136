import type { Knex } from "@storyloom/db";
import { Chapter } from "@storyloom/db/models";

export interface DemoPublishingOptions {
  /** The demo's published book, whose next chapter is scheduled and whose last one has unpublished edits. */
  bookId: number;
  /** The seed's clock (the other demo dates count from it). */
  now?: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Publishing in the demo: the book's next chapter is scheduled three days
 * ahead (free to every reader a week later), and its last published chapter
 * holds an edit its readers do not see yet. The scheduled chapter has no
 * delayed job: the workers' publishing.publishDue sweep publishes it when its
 * time comes. Run it inside the demo seed's transaction, after the book and
 * its chapters exist.
 */
export async function seedDemoPublishing(knex: Knex | Knex.Transaction, options: DemoPublishingOptions): Promise<void> {
  const { bookId } = options;
  const now = options.now ?? new Date();
  const last = await Chapter.query(knex).where({ bookId }).orderBy("number", "desc").first();
  if (!last) throw new Error("The demo book has no chapters: seed them first.");
  const publishAt = new Date(now.getTime() + 3 * DAY_MS);
  await Chapter.query(knex).insert({
    bookId,
    number: last.number + 1,
    title: "The Lamp at the End of the Road",
    markup:
      "<p>The road ended the way roads in stories never do: at a wall of plain grey stone, with a single iron hook where a lamp should have hung.</p>" +
      "<p>Wren set down her pack and looked at the hook for a long time. Then she took the copper lamp from Hollow Ford out of its wrapping and found that it fitted.</p>",
    status: "SCHEDULED",
    scheduledPublicationAt: publishAt,
    scheduledUnlockAt: new Date(publishAt.getTime() + 7 * DAY_MS),
    sendEmailWhenPublished: true,
  });
  if (last.status === "PUBLISHED" && last.markup) {
    await last.$query(knex).patch({
      stagedMarkup: `${last.markup}<p>Far behind them, on the ford, one lamp flickered, as if it had heard its name.</p>`,
      version: last.version + 1,
    });
  }
}
