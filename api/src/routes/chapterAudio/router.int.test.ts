import request from "supertest";
import type { Agent, Test } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChapterAudio, FileRecord } from "@storyloom/db/models";
import { createStorage } from "@storyloom/domain/integrations/storage.ts";
import { m4aHead, oggOpusHead, silentMp3 } from "@storyloom/domain/services/chapterAudio/testing.ts";
import { AUDIO_UPLOAD_MAX_BYTES, EMPTY_AUDIO_FILE, NOT_AN_AUDIO_FILE } from "@storyloom/domain/services/chapterAudio/uploadChapterAudio.ts";
import { createChapter, createPublishedBook, createUser } from "@storyloom/testkit/factories";
import { signIn } from "../../auth/testing.ts";
import { createTestContext } from "../../testing.ts";
import type { TestContext } from "../../testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

interface Person {
  agent: Agent;
  userId: number;
  authorId: number;
  readerId: number;
}

async function signedIn(): Promise<Person> {
  const { user, password, authorProfile, readerProfile } = await createUser(ctx.db.knex);
  const agent = request.agent(ctx.app);
  await signIn(agent, user.email, password).expect(200);
  return { agent, userId: user.id, authorId: authorProfile.id, readerId: readerProfile.id };
}

/** The answer's body as bytes. */
function bytesOf(call: Test): Test {
  return call.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on("data", (chunk: Buffer) => chunks.push(chunk));
    res.on("end", () => done(null, Buffer.concat(chunks)));
  });
}

/** A public book of the author: chapter 1 free, chapter 2 paid. */
async function publicBook(author: Person) {
  const { book, chapters } = await createPublishedBook(ctx.db.knex, { authorId: author.authorId, chapters: 2, publicChaptersCount: 1 });
  const [first, second] = chapters;
  if (!first || !second) throw new Error("the factory made fewer chapters than asked");
  return { book, first, second };
}

const audioPath = (bookId: number, chapterId: number) => `/api/v1/books/${bookId}/chapters/${chapterId}/audio`;
const readerAudioPath = (bookId: number, index: number) => `/api/v1/readers/books/${bookId}/chapters/${index}/audio`;

function upload(person: Person, path: string, bytes: Buffer, filename = "reading.mp3"): Test {
  return person.agent.post(path).attach("file", bytes, { filename, contentType: "application/octet-stream" });
}

describe("an author's chapter audio", () => {
  it("is uploaded, shown, replaced and deleted, and each format is told by its bytes", async () => {
    const author = await signedIn();
    const { book, first } = await publicBook(author);
    const path = audioPath(book.id, first.id);
    expect((await author.agent.get(path).expect(200)).body).toEqual({ chapterAudio: null });

    const mp3 = silentMp3(3, { id3: true });
    const created = await upload(author, path, mp3, "Chapter one – final.mp3").expect(201);
    expect(created.body.chapterAudio).toMatchObject({
      chapterId: first.id,
      status: "COMPLETED",
      deleted: false,
      fileName: "Chapter one – final.mp3",
      contentType: "audio/mpeg",
      byteSize: mp3.length,
    });
    expect((await author.agent.get(path).expect(200)).body).toEqual(created.body);

    // A file named .mp3 that is Ogg is served as Ogg; the first upload is retired, its bytes removed.
    const firstKey = (await FileRecord.query(ctx.db.knex).findById(created.body.chapterAudio.audioFileId))?.s3Key;
    const ogg = await upload(author, path, oggOpusHead(), "misnamed.mp3").expect(201);
    expect(ogg.body.chapterAudio).toMatchObject({ contentType: "audio/ogg", fileName: "misnamed.mp3" });
    const retired = await ChapterAudio.query(ctx.db.knex).findById(created.body.chapterAudio.id);
    expect(retired?.deleted).toBe(true);
    expect(await FileRecord.query(ctx.db.knex).findById(created.body.chapterAudio.audioFileId)).toMatchObject({ status: "INACTIVE", deleted: true });
    await expect.poll(() => createStorage(ctx.config.storage).exists(firstKey ?? "")).toBe(false);

    const m4a = await upload(author, path, m4aHead(), "reading.m4a").expect(201);
    expect(m4a.body.chapterAudio.contentType).toBe("audio/mp4");
    expect(await ChapterAudio.query(ctx.db.knex).where({ chapterId: first.id, deleted: false }).resultSize()).toBe(1);

    expect((await author.agent.delete(path).expect(200)).body).toEqual({ chapterAudio: null });
    expect((await author.agent.get(path).expect(200)).body).toEqual({ chapterAudio: null });
    const again = await author.agent.delete(path).expect(404);
    expect(again.body.error).toMatchObject({ code: "not_found", message: "This chapter has no audio." });
  });

  it("refuses what is not audio, an empty file and no file, naming the field", async () => {
    const author = await signedIn();
    const { book, first } = await publicBook(author);
    const path = audioPath(book.id, first.id);
    const text = await upload(author, path, Buffer.from("Just words, no sound at all.".repeat(20)), "words.mp3").expect(400);
    expect(text.body.error).toMatchObject({ code: "validation_error", message: NOT_AN_AUDIO_FILE, fields: { file: NOT_AN_AUDIO_FILE } });
    const empty = await upload(author, path, Buffer.alloc(0), "empty.mp3").expect(400);
    expect(empty.body.error.fields).toEqual({ file: EMPTY_AUDIO_FILE });
    const none = await author.agent.post(path).field("note", "no file").expect(400);
    expect(none.body.error.fields).toEqual({ file: "Choose an audio file to upload." });
    expect((await author.agent.get(path).expect(200)).body).toEqual({ chapterAudio: null });
  });

  it("refuses a file over the size limit before storing anything", async () => {
    const author = await signedIn();
    const { book, first } = await publicBook(author);
    const tooBig = Buffer.concat([silentMp3(1), Buffer.alloc(AUDIO_UPLOAD_MAX_BYTES + 1024 * 1024)]);
    const res = await upload(author, audioPath(book.id, first.id), tooBig);
    expect({ status: res.status, code: res.body.error.code }).toEqual({ status: 413, code: "payload_too_large" });
    expect(await ChapterAudio.query(ctx.db.knex).where({ chapterId: first.id }).resultSize()).toBe(0);
  });

  it("is another author's chapter to nobody else: 404", async () => {
    const author = await signedIn();
    const stranger = await signedIn();
    const { book, first } = await publicBook(author);
    await upload(stranger, audioPath(book.id, first.id), silentMp3(1)).expect(404);
    await stranger.agent.get(audioPath(book.id, first.id)).expect(404);
    await stranger.agent.get(`${audioPath(book.id, first.id)}/file`).expect(404);
    // A chapter of another book under this book's path is not found either.
    const other = await createChapter(ctx.db.knex, {});
    await upload(author, audioPath(book.id, other.id), silentMp3(1)).expect(404);
  });

  it("plays back to the author with ranges", async () => {
    const author = await signedIn();
    const { book, second } = await publicBook(author);
    const mp3 = silentMp3(2);
    await upload(author, audioPath(book.id, second.id), mp3).expect(201);
    const part = await bytesOf(author.agent.get(`${audioPath(book.id, second.id)}/file`).set("Range", "bytes=10-19")).expect(206);
    expect(part.body).toEqual(mp3.subarray(10, 20));
  });
});

describe("a reader's chapter audio", () => {
  async function bookWithAudio() {
    const author = await signedIn();
    const { book, first, second } = await publicBook(author);
    const free = silentMp3(5);
    const paid = silentMp3(2);
    await upload(author, audioPath(book.id, first.id), free).expect(201);
    await upload(author, audioPath(book.id, second.id), paid).expect(201);
    return { author, book, free, paid };
  }

  it("is the whole file, or the part asked for with 206, or 416 past its end", async () => {
    const { book, free } = await bookWithAudio();
    const anonymous = request(ctx.app);
    const whole = await bytesOf(anonymous.get(readerAudioPath(book.id, 1))).expect(200);
    expect(whole.headers).toMatchObject({ "accept-ranges": "bytes", "content-type": "audio/mpeg", "content-length": String(free.length) });
    expect(whole.body).toEqual(free);

    const part = await bytesOf(request(ctx.app).get(readerAudioPath(book.id, 1)).set("Range", "bytes=100-299")).expect(206);
    expect(part.headers["content-range"]).toBe(`bytes 100-299/${free.length}`);
    expect(part.headers["content-length"]).toBe("200");
    expect(part.body).toEqual(free.subarray(100, 300));

    const open = await bytesOf(
      request(ctx.app)
        .get(readerAudioPath(book.id, 1))
        .set("Range", `bytes=${free.length - 10}-`),
    ).expect(206);
    expect(open.body).toEqual(free.subarray(free.length - 10));
    const tail = await bytesOf(request(ctx.app).get(readerAudioPath(book.id, 1)).set("Range", "bytes=-7")).expect(206);
    expect(tail.body).toEqual(free.subarray(free.length - 7));

    const past = await request(ctx.app).get(readerAudioPath(book.id, 1)).set("Range", `bytes=${free.length}-`).expect(416);
    expect(past.headers["content-range"]).toBe(`bytes */${free.length}`);

    // If-Range naming another file: the whole (new) file, not a part of it.
    const stale = await bytesOf(request(ctx.app).get(readerAudioPath(book.id, 1)).set("Range", "bytes=0-9").set("If-Range", '"audio-0"')).expect(200);
    expect(stale.body).toEqual(free);
  });

  it("follows the chapter's access: locked to strangers, open to the author; gone after a delete", async () => {
    const { author, book, paid } = await bookWithAudio();
    const reader = await signedIn();
    const locked = await reader.agent.get(readerAudioPath(book.id, 2)).expect(403);
    expect(locked.body.error.code).toBe("chapter_locked");
    const own = await bytesOf(author.agent.get(readerAudioPath(book.id, 2))).expect(200);
    expect(own.body).toEqual(paid);

    await request(ctx.app).get(readerAudioPath(book.id, 3)).expect(404);
    await author.agent.delete(audioPath(book.id, await chapterIdAt(book.id, 1))).expect(200);
    const gone = await request(ctx.app).get(readerAudioPath(book.id, 1)).expect(404);
    expect(gone.body.error.message).toBe("This chapter has no audio.");
  });

  it("is named in the table of contents and on the chapter", async () => {
    const { book } = await bookWithAudio();
    const author = await signedIn();
    const plain = await publicBook(author);
    const contents = await request(ctx.app).get(`/api/v1/readers/books/${book.id}/chapters`).expect(200);
    expect(contents.body.chapters.map((chapter: { hasAudio: boolean }) => chapter.hasAudio)).toEqual([true, true]);
    const chapter = await request(ctx.app).get(`/api/v1/readers/books/${book.id}/chapters/1`).expect(200);
    expect(chapter.body.chapter.hasAudio).toBe(true);
    const without = await request(ctx.app).get(`/api/v1/readers/books/${plain.book.id}/chapters/1`).expect(200);
    expect(without.body.chapter.hasAudio).toBe(false);
  });

  it("is gone with its book when the book is suspended", async () => {
    const { book } = await bookWithAudio();
    await ctx.db.knex("books").where({ id: book.id }).update({ isSuspended: true });
    await request(ctx.app).get(readerAudioPath(book.id, 1)).expect(404);
  });

  it("keeps the listening place: audiobookMode and progress, the mode kept when a save leaves it out", async () => {
    const { book } = await bookWithAudio();
    const reader = await signedIn();
    const path = `/api/v1/readers/books/${book.id}/reader-book`;
    const listening = await reader.agent.post(path).send({ currentChapterIndex: 1, currentChapterProgress: 0.42, audiobookMode: true }).expect(200);
    expect(listening.body.readerBook).toMatchObject({ currentChapterIndex: 1, currentChapterProgress: 0.42, audiobookMode: true });
    const kept = await reader.agent.post(path).send({ currentChapterIndex: 1, currentChapterProgress: 0.5 }).expect(200);
    expect(kept.body.readerBook.audiobookMode).toBe(true);
    const reading = await reader.agent.post(path).send({ currentChapterIndex: 1, currentChapterProgress: 0.1, audiobookMode: false }).expect(200);
    expect(reading.body.readerBook.audiobookMode).toBe(false);
    const wrong = await reader.agent.post(path).send({ currentChapterIndex: 1, currentChapterProgress: 0.1, audiobookMode: "yes" }).expect(400);
    expect(wrong.body.error.fields).toEqual({ audiobookMode: "Must be true or false." });
  });
});

async function chapterIdAt(bookId: number, index: number): Promise<number> {
  const rows: Array<{ id: number }> = await ctx.db.knex("chapters").where({ bookId, status: "PUBLISHED" }).orderBy("number").select("id");
  const row = rows[index - 1];
  if (!row) throw new Error(`no chapter ${index}`);
  return row.id;
}
