import type { Knex } from "@storyloom/db";
import type { ChapterAudioStatus } from "@storyloom/db/enums";

/** A chapter's live audio as the author sees it and readers are served it. */
export interface ChapterAudioState {
  id: number;
  chapterId: number;
  audioFileId: number;
  status: ChapterAudioStatus;
  deleted: false;
  fileName: string;
  contentType: string;
  byteSize: number;
  /** Where the bytes are stored (never shown). */
  key: string;
  createdAt: Date;
}

/** The chapter's live (not deleted, stored) audio, or null; one query. */
export async function findChapterAudio(db: Knex | Knex.Transaction, chapterId: number): Promise<ChapterAudioState | null> {
  const row:
    | {
        id: number;
        chapterId: number;
        audioFileId: number;
        status: ChapterAudioStatus;
        fileName: string | null;
        storedName: string;
        contentType: string | null;
        byteSize: string | number | null;
        key: string;
        createdAt: Date;
      }
    | undefined = await db("chapterAudios")
    .join("fileRecords", "fileRecords.id", "chapterAudios.audioFileId")
    .where({ "chapterAudios.chapterId": chapterId, "chapterAudios.deleted": false, "fileRecords.deleted": false })
    .first(
      "chapterAudios.id",
      "chapterAudios.chapterId",
      "chapterAudios.audioFileId",
      "chapterAudios.status",
      "chapterAudios.fileName",
      "fileRecords.name as storedName",
      "chapterAudios.contentType",
      "chapterAudios.byteSize",
      "fileRecords.s3Key as key",
      "chapterAudios.createdAt",
    );
  if (!row) return null;
  return {
    id: Number(row.id),
    chapterId: Number(row.chapterId),
    audioFileId: Number(row.audioFileId),
    status: row.status,
    deleted: false,
    fileName: row.fileName ?? row.storedName,
    contentType: row.contentType ?? "application/octet-stream",
    byteSize: Number(row.byteSize ?? 0),
    key: row.key,
    createdAt: row.createdAt,
  };
}

/**
 * A column for a query over `chapters`: whether the chapter has live audio to
 * play (so a table of contents or a chapter answers it in its own query).
 */
export function hasAudioColumn(db: Knex | Knex.Transaction): Knex.Raw {
  return db.raw(
    `exists (select 1 from chapter_audios ca join file_records fr on fr.id = ca.audio_file_id
      where ca.chapter_id = chapters.id and not ca.deleted and not fr.deleted and ca.status = 'COMPLETED') as has_audio`,
  );
}
