import type { Knex } from "knex";

// What a chapter's audio needs to be served without asking storage first
// (domain/src/services/chapterAudio): its size and content type, known from
// the upload. One live (not deleted) audio per chapter: a second upload
// retires the first in the same transaction, and the index makes two uploads
// at once queue instead of both landing.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("chapter_audios", (t) => {
    t.bigInteger("byte_size");
    t.text("content_type");
    t.text("file_name");
  });
  await knex.raw("CREATE UNIQUE INDEX chapter_audios_live_idx ON chapter_audios (chapter_id) WHERE NOT deleted");
  await knex.raw("ALTER TABLE chapter_audios ADD CONSTRAINT chapter_audios_byte_size_check CHECK (byte_size IS NULL OR byte_size > 0)");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE chapter_audios DROP CONSTRAINT IF EXISTS chapter_audios_byte_size_check");
  await knex.raw("DROP INDEX IF EXISTS chapter_audios_live_idx");
  await knex.schema.alterTable("chapter_audios", (t) => {
    t.dropColumn("file_name");
    t.dropColumn("content_type");
    t.dropColumn("byte_size");
  });
}
