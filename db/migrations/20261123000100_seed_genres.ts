import type { Knex } from "knex";

// Genres are reference data every environment needs (a book's genre must
// exist), not demo content. The list is written out here rather than imported
// from the demo seed: a migration must keep doing what it did when it ran,
// whatever later edits the seed gets. It is the same list as demoGenres.
const genres: Record<string, string[]> = {
  FICTION: ["Literary Fiction", "Historical Fiction", "Mystery", "Thriller", "Horror"],
  NONFICTION: ["Memoir", "Essays", "History", "Self-Help"],
  FANTASY: ["Epic Fantasy", "Urban Fantasy", "Dark Fantasy", "Fairy Tale Retelling"],
  ROMANCE: ["Contemporary Romance", "Historical Romance", "Romantic Comedy", "Paranormal Romance"],
  SCIENCE_FICTION: ["Space Opera", "Dystopian", "Cyberpunk", "Time Travel"],
  YOUNG_ADULT: ["YA Fantasy", "YA Contemporary", "Coming of Age"],
};

const rows = Object.entries(genres).flatMap(([category, names]) => names.map((name) => ({ name, category })));

export async function up(knex: Knex): Promise<void> {
  // "If absent": a database seeded before this migration already holds them.
  await knex("genres").insert(rows).onConflict(["category", "name"]).ignore();
}

export async function down(knex: Knex): Promise<void> {
  // Books and series keep their rows: their genre columns are ON DELETE SET NULL.
  for (const { name, category } of rows) await knex("genres").where({ name, category }).delete();
}
