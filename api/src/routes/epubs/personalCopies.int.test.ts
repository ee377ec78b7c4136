import { performance } from "node:perf_hooks";
import { strFromU8, unzipSync } from "fflate";
import request from "supertest";
import type { Agent, Test } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStorage } from "@storyloom/domain/integrations/storage.ts";
import { buildEpub, epubIdentifierOf } from "@storyloom/domain/services/epubs/buildEpub.ts";
import { installEpubBytes } from "@storyloom/domain/services/epubs/testing.ts";
import { createPublishedBook, createUser } from "@storyloom/testkit/factories";
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

const WORDS = "the keeper wrote a letter to sea salt lamp harbour night storm rope gull tide stone window answer morning".split(" ");

/** About `megabytes` MB of XHTML prose (compresses about 3:1, like a novel's) in 40 chapters. */
function largeEpub(megabytes: number): Buffer {
  const chapterBytes = (megabytes * 1024 * 1024) / 40;
  const chapters = Array.from({ length: 40 }, (_, index) => {
    const paragraphs: string[] = [];
    let size = 0;
    while (size < chapterBytes) {
      const words = Array.from({ length: 60 }, () => WORDS[Math.floor(Math.random() * WORDS.length)]).join(" ");
      paragraphs.push(`<p>${words}.</p>`);
      size += words.length + 8;
    }
    return { heading: `Chapter ${index + 1}`, title: null, markup: paragraphs.join("") };
  });
  return buildEpub({
    identifier: epubIdentifierOf(ctx.config.publicUrl, 1),
    title: "A Very Long Book",
    authorName: "Ada",
    language: "en",
    kind: "prose",
    description: null,
    authorNote: null,
    cover: null,
    chapters,
    modifiedAt: new Date(),
    publisherLine: "Test.",
  });
}

/** The answer's size; its bytes are dropped as they come, so that the test's own garbage does not pause the process it measures. */
function sizeOf(call: Test): Test {
  return call.buffer(true).parse((res, done) => {
    let size = 0;
    res.on("data", (chunk: Buffer) => (size += chunk.length));
    res.on("end", () => done(null, size));
  });
}

async function reader(index: number): Promise<Agent> {
  const { user, password } = await createUser(ctx.db.knex, { name: `Reader ${index}` });
  const agent = request.agent(ctx.app);
  await signIn(agent, user.email, password).expect(200);
  return agent;
}

async function healthMs(): Promise<number> {
  const started = performance.now();
  await request(ctx.app).get("/api/health").expect(200);
  return performance.now() - started;
}

describe("personal copies of a large EPUB", () => {
  it("are made off the event loop: /api/health answers under 50 ms while ten are being made", async () => {
    const { book } = await createPublishedBook(ctx.db.knex, { chapters: 1, publicChaptersCount: 1, title: "A Very Long Book" });
    const epub = largeEpub(24);
    expect(Object.values(unzipSync(epub)).reduce((total, file) => total + file.length, 0)).toBeGreaterThan(24 * 1000 * 1000);
    await installEpubBytes({ knex: ctx.db.knex, storage: createStorage(ctx.config.storage), bookId: book.id, bytes: epub });
    const agents = await Promise.all(Array.from({ length: 10 }, (_, index) => reader(index)));
    await healthMs();

    let done = 0;
    const downloads = Promise.all(
      agents.map((agent) =>
        sizeOf(agent.get(`/api/v1/readers/books/${book.id}/download/epub`))
          .expect(200)
          .then((res) => {
            done += 1;
            return res.body as number;
          }),
      ),
    );
    const timings: number[] = [];
    while (done < agents.length) timings.push(await healthMs());
    const sizes = await downloads;

    expect(timings.length).toBeGreaterThanOrEqual(10);
    expect(Math.max(...timings)).toBeLessThan(50);
    expect(sizes.every((size) => size > epub.length)).toBe(true);
    // Each reader's copy was made and kept: the next download is the same file.
    const again = await agents[9]?.get(`/api/v1/readers/books/${book.id}/download/epub`).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => done(null, Buffer.concat(chunks)));
    });
    const opf = strFromU8(unzipSync((again?.body as Buffer | undefined) ?? Buffer.alloc(0))["OEBPS/content.opf"] ?? new Uint8Array());
    expect(opf).toMatch(/Personal copy of Reader \d \(free to read\)\./);
  }, 180_000);
});
