import type { Knex } from "@storyloom/db";
import { Chapter, OutlineTemplate, StoryBookBeat, StoryBookScene } from "@storyloom/db/models";

export interface DemoOutlineOptions {
  /** The demo author (their own template is made from the book's new outline). */
  authorId: number;
  /** The demo book whose outline follows the template. */
  bookId: number;
  /** A global template shipped by migration 20261124000300_seed_outline_templates. */
  templateName?: string;
}

interface TemplateBeat {
  name: string;
  purpose: string | null;
  description: string | null;
  act: number | null;
}

/**
 * Gives the demo book the beats of a global template (Hero's Journey unless
 * told) and files its chapters under them, one chapter per beat in reading
 * order (a book in progress covers the opening beats; any chapters beyond the
 * last beat join it). Scenes follow their chapter's beat. Then keeps the
 * outline as one of the author's own templates, so the template picker shows
 * both kinds. Run it inside the demo seed's transaction, after the book and
 * its chapters exist.
 */
export async function seedDemoOutline(knex: Knex | Knex.Transaction, options: DemoOutlineOptions): Promise<void> {
  const { authorId, bookId } = options;
  const templateName = options.templateName ?? "Hero's Journey";
  const template = await OutlineTemplate.query(knex).where({ name: templateName, isGlobal: true }).first();
  if (!template) throw new Error(`No global outline template named ${templateName}: run the migrations first.`);
  const templateBeats = template.beats as TemplateBeat[];

  // The book's earlier beats go; their chapters are placed again below (the foreign key leaves them beat-less meanwhile).
  await StoryBookBeat.query(knex).where({ bookId }).delete();
  const beats = await StoryBookBeat.query(knex).insert(
    templateBeats.map((beat, index) => ({
      bookId,
      name: beat.name,
      purpose: beat.purpose,
      description: beat.description,
      act: beat.act,
      orderIndex: index,
    })),
  );

  const chapters = await Chapter.query(knex).where({ bookId }).orderBy("number");
  for (const [index, chapter] of chapters.entries()) {
    const beat = beats[Math.min(index, beats.length - 1)]!;
    await Chapter.query(knex).findById(chapter.id).patch({ beatId: beat.id });
    await StoryBookScene.query(knex).where({ bookId, chapterId: chapter.id }).patch({ beatId: beat.id });
  }

  await OutlineTemplate.query(knex).insert({
    name: "Lamp-keeper's journey",
    description: "The Lantern Road's outline, kept to start the next book of the road from.",
    beats: templateBeats.map((beat) => ({ name: beat.name, purpose: beat.purpose, description: beat.description, act: beat.act })),
    isGlobal: false,
    isDefault: false,
    authorId,
  });
}
