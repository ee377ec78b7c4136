import type { Knex } from "knex";
import { addId, addTimestamps, createEnum, dropEnum, enumColumn, foreignId } from "../src/schemaHelpers.ts";

const enums = {
  genre_category: ["FICTION", "NONFICTION", "FANTASY", "ROMANCE", "SCIENCE_FICTION", "YOUNG_ADULT"],
  file_type: ["AUDIO", "EPUB"],
  file_status: ["ACTIVE", "INACTIVE"],
  book_type: ["STORY", "SCRIPT"],
  book_status: ["DRAFT", "STAGED", "PUBLISHED"],
  chapter_status: ["DRAFT", "SCHEDULED", "PUBLISHED"],
  chapter_audio_status: ["PENDING", "PROCESSING", "COMPLETED", "FAILED"],
  certificate_status: ["VALIDATION_PENDING", "VALIDATED", "VALIDATION_TIMED_OUT_AND_RETRYING", "VALIDATION_FAILED", "VALIDATION_TIMED_OUT"],
  certificate_failure_reason: [
    "NO_AVAILABLE_CONTACTS",
    "ADDITIONAL_VERIFICATION_REQUIRED",
    "DOMAIN_NOT_ALLOWED",
    "INVALID_PUBLIC_DOMAIN",
    "DOMAIN_VALIDATION_DENIED",
    "CAA_ERROR",
    "PCA_LIMIT_EXCEEDED",
    "PCA_INVALID_ARN",
    "PCA_INVALID_STATE",
    "PCA_REQUEST_FAILED",
    "PCA_NAME_CONSTRAINTS_VALIDATION",
    "PCA_RESOURCE_NOT_FOUND",
    "PCA_INVALID_ARGS",
    "PCA_INVALID_DUPLICATE_CSR",
    "PCA_ACCESS_DENIED",
    "SLR_NOT_FOUND",
    "OTHER",
  ],
} as const;

const tables = [
  "genres",
  "file_records",
  "series",
  "subseries",
  "books",
  "chapters",
  "chapter_versions",
  "chapter_audios",
  "scheduled_emails",
  "custom_domains",
];

export async function up(knex: Knex): Promise<void> {
  for (const [name, values] of Object.entries(enums)) await createEnum(knex, name, values);

  await knex.schema.createTable("genres", (t) => {
    addId(t);
    t.text("name").notNullable();
    enumColumn(t, "category", "genre_category").notNullable();
    addTimestamps(knex, t);
    t.unique(["category", "name"]);
  });

  await knex.schema.createTable("file_records", (t) => {
    addId(t);
    t.text("name").notNullable();
    t.text("s3_key").notNullable().unique();
    enumColumn(t, "type", "file_type").notNullable();
    enumColumn(t, "status", "file_status").notNullable().defaultTo("ACTIVE");
    foreignId(t, "creator_id", "users", "CASCADE").notNullable();
    t.boolean("deleted").notNullable().defaultTo(false);
    addTimestamps(knex, t);
    t.index(["creator_id"]);
  });

  await knex.schema.createTable("series", (t) => {
    addId(t);
    t.text("title").notNullable();
    t.text("domain");
    t.text("description");
    t.text("img_url");
    foreignId(t, "author_id", "author_profiles", "CASCADE").notNullable();
    t.boolean("deleted").notNullable().defaultTo(false);
    t.boolean("is_suspended").notNullable().defaultTo(false);
    t.boolean("subscription_enabled").notNullable().defaultTo(false);
    t.boolean("default_subscription").notNullable().defaultTo(false);
    t.integer("series_only_sub_amount");
    t.text("stripe_product_id");
    t.text("stripe_sub_price_id");
    foreignId(t, "major_genre_id", "genres", "SET NULL");
    addTimestamps(knex, t);
    t.index(["author_id"]);
    t.check("series_only_sub_amount >= 0", [], "series_series_only_sub_amount_check");
  });

  await knex.schema.createTable("subseries", (t) => {
    addId(t);
    t.text("title").notNullable();
    t.text("description");
    t.text("img_url");
    t.integer("number");
    foreignId(t, "series_id", "series", "CASCADE").notNullable();
    t.text("route");
    addTimestamps(knex, t);
    t.index(["series_id", "number"]);
  });

  await knex.schema.createTable("books", (t) => {
    addId(t);
    enumColumn(t, "type", "book_type").notNullable().defaultTo("STORY");
    t.text("domain");
    t.text("title").notNullable();
    enumColumn(t, "status", "book_status").notNullable().defaultTo("DRAFT");
    t.text("img_url");
    t.text("isdn");
    t.text("description");
    t.boolean("subscribers_only").notNullable().defaultTo(false);
    foreignId(t, "author_id", "author_profiles", "CASCADE").notNullable();
    foreignId(t, "genre_id", "genres", "SET NULL");
    t.integer("bundle_price");
    t.boolean("bundle").notNullable().defaultTo(false);
    t.text("preview");
    t.boolean("deleted").notNullable().defaultTo(false);
    t.boolean("is_suspended").notNullable().defaultTo(false);
    t.integer("number");
    foreignId(t, "series_id", "series", "SET NULL");
    t.double("rating");
    t.integer("public_chapters_count").notNullable().defaultTo(0);
    t.boolean("custom_chapter_numbering").notNullable().defaultTo(false);
    t.double("recommendation_probability");
    t.double("recommendation_weight");
    t.integer("readers_count").notNullable().defaultTo(0);
    t.integer("views_count").notNullable().defaultTo(0);
    t.text("route_in_series");
    t.text("epub_file_key");
    t.boolean("is_in_recommendations").notNullable().defaultTo(false);
    t.boolean("is_editor_ai_tools_enabled").notNullable().defaultTo(true);
    t.integer("number_in_subseries");
    foreignId(t, "subseries_id", "subseries", "SET NULL");
    t.timestamp("published_at", { useTz: true });
    t.timestamp("scheduled_publication_at", { useTz: true });
    addTimestamps(knex, t);
    t.index(["author_id"]);
    t.index(["series_id", "number"]);
    t.index(["subseries_id", "number_in_subseries"]);
    t.index(["genre_id"]);
    t.check("bundle_price >= 0", [], "books_bundle_price_check");
    t.check("public_chapters_count >= 0", [], "books_public_chapters_count_check");
    t.check("rating between 1 and 5", [], "books_rating_check");
    t.check("recommendation_probability between 0 and 1", [], "books_recommendation_probability_check");
    t.check("readers_count >= 0 and views_count >= 0", [], "books_counts_check");
  });
  // The storefront's catalogue and recommendations only ever read live published books.
  await knex.raw("CREATE INDEX books_published_idx ON books (published_at DESC) WHERE status = 'PUBLISHED' AND NOT deleted AND NOT is_suspended");
  await knex.raw("CREATE INDEX books_scheduled_publication_idx ON books (scheduled_publication_at) WHERE scheduled_publication_at IS NOT NULL");

  await knex.schema.createTable("chapters", (t) => {
    addId(t);
    foreignId(t, "book_id", "books", "CASCADE").notNullable();
    // Its foreign key to story_book_beats is added by the story-book migration.
    t.bigInteger("beat_id");
    t.text("markup");
    t.integer("number").notNullable();
    enumColumn(t, "status", "chapter_status").notNullable().defaultTo("DRAFT");
    t.text("title");
    t.text("staged_markup");
    t.text("staged_title");
    t.text("custom_numbering");
    t.text("staged_custom_numbering");
    t.boolean("send_email_when_published").notNullable().defaultTo(false);
    t.timestamp("scheduled_publication_at", { useTz: true });
    t.timestamp("scheduled_unlock_at", { useTz: true });
    t.timestamp("published_at", { useTz: true });
    addTimestamps(knex, t);
    t.index(["beat_id"]);
    t.check("number >= 1", [], "chapters_number_check");
  });
  // Deferrable so that renumbering (move, delete) can shift numbers in one UPDATE:
  // a deferrable unique constraint is checked at the end of the statement, not per row.
  await knex.raw("ALTER TABLE chapters ADD CONSTRAINT chapters_book_id_number_unique UNIQUE (book_id, number) DEFERRABLE INITIALLY IMMEDIATE");
  await knex.raw("CREATE INDEX chapters_scheduled_idx ON chapters (scheduled_publication_at) WHERE status = 'SCHEDULED'");

  await knex.schema.createTable("chapter_versions", (t) => {
    addId(t);
    foreignId(t, "chapter_id", "chapters", "CASCADE").notNullable();
    t.text("markup");
    t.text("version_name");
    t.jsonb("scenes");
    t.integer("snapshot_version");
    addTimestamps(knex, t);
    t.index(["chapter_id", "created_at"]);
  });

  await knex.schema.createTable("chapter_audios", (t) => {
    addId(t);
    foreignId(t, "chapter_id", "chapters", "CASCADE").notNullable();
    foreignId(t, "audio_file_id", "file_records", "CASCADE");
    enumColumn(t, "status", "chapter_audio_status").notNullable().defaultTo("PENDING");
    t.boolean("deleted").notNullable().defaultTo(false);
    addTimestamps(knex, t);
    t.index(["chapter_id"]);
    t.index(["audio_file_id"]);
  });

  await knex.schema.createTable("scheduled_emails", (t) => {
    addId(t);
    foreignId(t, "book_id", "books", "CASCADE").notNullable();
    t.timestamp("date_time", { useTz: true }).notNullable();
    t.boolean("is_new_book").notNullable().defaultTo(false);
    t.timestamp("sent_at", { useTz: true });
    addTimestamps(knex, t);
    t.index(["book_id"]);
  });
  await knex.raw("CREATE INDEX scheduled_emails_due_idx ON scheduled_emails (date_time) WHERE sent_at IS NULL");

  await knex.schema.createTable("custom_domains", (t) => {
    addId(t);
    t.text("name").notNullable();
    foreignId(t, "book_id", "books", "CASCADE");
    foreignId(t, "series_id", "series", "CASCADE");
    t.text("certificate_arn");
    t.text("cert_valid_record_name");
    t.text("cert_valid_record_val");
    enumColumn(t, "certificate_status", "certificate_status");
    enumColumn(t, "cert_previous_status", "certificate_status");
    enumColumn(t, "cert_failure_reason", "certificate_failure_reason");
    t.timestamp("cert_status_updated_at", { useTz: true });
    t.boolean("should_notify_readers").notNullable().defaultTo(false);
    t.boolean("is_deleted").notNullable().defaultTo(false);
    addTimestamps(knex, t);
    t.index(["book_id"]);
    t.index(["series_id"]);
    t.check("num_nonnulls(book_id, series_id) = 1", [], "custom_domains_target_check");
  });
  // Host resolution looks a live domain up by name on every storefront request.
  await knex.raw("CREATE UNIQUE INDEX custom_domains_name_unique ON custom_domains (lower(name)) WHERE NOT is_deleted");
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [...tables].reverse()) await knex.schema.dropTableIfExists(table);
  for (const name of Object.keys(enums).reverse()) await dropEnum(knex, name);
}
