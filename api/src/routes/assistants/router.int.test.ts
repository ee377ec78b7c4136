import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { centsToMicroCents } from "@storyloom/db";
import { AuthorAiUsage, AuthorProfile, Chapter, UserBalance } from "@storyloom/db/models";
import { createSession } from "@storyloom/domain/auth/sessions.ts";
import { createBook, createChapter, createUser } from "@storyloom/testkit/factories";
import { responsesInputText } from "@storyloom/testkit/fakes/openai";
import { sessionCookieName } from "../../auth/cookies.ts";
import { createTestContext } from "../../testing.ts";
import type { TestContext } from "../../testing.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(() => {
  ctx.openai.reset();
});

/** An author with the AI terms accepted and $1 of balance, signed in (a session cookie). */
async function author(options: { terms?: boolean } = {}) {
  const { user, authorProfile } = await createUser(ctx.db.knex);
  await AuthorProfile.query(ctx.db.knex)
    .patch({ aiTermsAccepted: options.terms ?? true })
    .where({ id: authorProfile.id });
  await UserBalance.query(ctx.db.knex).insert({ userId: user.id, amount: centsToMicroCents(100) });
  const { token } = await createSession(ctx.db.knex, { userId: user.id, adminId: null });
  return { userId: user.id, authorId: authorProfile.id, cookie: `${sessionCookieName(ctx.config)}=${token}` };
}

const prose = (who: string) => `<p>The ferry crossed the harbour at dawn while ${who} waited on the quay.</p><p>Gulls argued over the nets.</p>`;

/** A book of four chapters; what colour Wren's eyes are is in chapter 3 only. */
async function seededBook(authorId: number) {
  const book = await createBook(ctx.db.knex, { authorId });
  const chapters = [
    await createChapter(ctx.db.knex, { bookId: book.id, title: "The Quay", markup: prose("the lamplighter") }),
    await createChapter(ctx.db.knex, { bookId: book.id, title: "Nets", markup: prose("the fisherman") }),
    await createChapter(ctx.db.knex, { bookId: book.id, title: "The Glass Road", markup: `${prose("Wren")}<p>Wren's eyes were the grey of river ice.</p>` }),
    await createChapter(ctx.db.knex, { bookId: book.id, title: "Bells", markup: prose("the bell-ringer") }),
  ];
  return { book, chapters };
}

/** The server-sent events of an answer, parsed. */
function eventsOf(text: string): Array<{ event: string; data: Record<string, unknown> }> {
  return text
    .split("\n\n")
    .filter((block) => block.startsWith("event: "))
    .map((block) => {
      const [eventLine, dataLine] = block.split("\n");
      return { event: eventLine!.slice("event: ".length), data: JSON.parse(dataLine!.slice("data: ".length)) as Record<string, unknown> };
    });
}

async function ask(cookie: string, bookId: number, assistantId: number, content: string) {
  const res = await request(ctx.app)
    .post(`/api/v1/books/${bookId}/assistants/${assistantId}/messages`)
    .set("Cookie", cookie)
    .send({ content })
    .buffer(true)
    .parse((response, done) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => done(null, body));
    });
  return { status: res.status, text: res.body as string };
}

describe("the book assistant", () => {
  it("answers from the chapter that holds the answer, citing it, and follows an edit after a sync", async () => {
    const me = await author();
    const { book, chapters } = await seededBook(me.authorId);
    const created = await request(ctx.app).post(`/api/v1/books/${book.id}/assistants`).set("Cookie", me.cookie).send({ name: "Continuity" }).expect(200);
    expect(created.body.assistant).toMatchObject({ name: "Continuity", service: "OPEN_AI", model: "gpt-4.1-mini", lastSyncedAt: null });
    const assistantId = created.body.assistant.id as number;

    ctx.openai.queue({ text: "Wren's eyes are the grey of river ice (Chapter 3)." });
    const first = await ask(me.cookie, book.id, assistantId, "What colour are Wren's eyes?");
    expect(first.status).toBe(200);
    const events = eventsOf(first.text);
    const citations = events.find((event) => event.event === "assistant.citations")!.data.citations as Array<{ chapterId: number; chapterNumber: number }>;
    expect(citations[0]).toMatchObject({ chapterId: chapters[2]!.id, chapterNumber: 3, chapterTitle: "The Glass Road" });
    expect(
      events
        .filter((event) => event.event === "assistant.delta")
        .map((event) => event.data.text)
        .join(""),
    ).toBe("Wren's eyes are the grey of river ice (Chapter 3).");
    expect(events.at(-1)).toMatchObject({ event: "assistant.done", data: { message: { content: "Wren's eyes are the grey of river ice (Chapter 3)." } } });
    // The model was given the passage of chapter 3, and the call was charged as the assistant's.
    const asked = ctx.openai.requests.filter((recorded) => recorded.path === "/v1/responses");
    expect(responsesInputText(asked[0]!.body)).toContain("grey of river ice");
    expect(await AuthorAiUsage.query(ctx.db.knex).where({ authorId: me.authorId, tool: "AUTHOR_ASSISTANT" })).toHaveLength(1);

    // The author rewrites chapter 3; after a sync, the question is answered from the new text.
    await chapters[2]!.$query(ctx.db.knex).patch({ markup: `${prose("Wren")}<p>Wren's eyes were green as bottle glass.</p>` });
    const synced = await request(ctx.app).post(`/api/v1/books/${book.id}/assistants/${assistantId}/sync`).set("Cookie", me.cookie).send({}).expect(200);
    expect(synced.body).toMatchObject({ indexed: 1, unchanged: 3 });
    ctx.openai.queue({ text: "Green as bottle glass (Chapter 3)." });
    await ask(me.cookie, book.id, assistantId, "What colour are Wren's eyes?");
    const again = ctx.openai.requests.filter((recorded) => recorded.path === "/v1/responses");
    // The passages given now hold the new text, not the old (the earlier answer is still in the conversation).
    const passages = responsesInputText(again.at(-1)!.body).split("Passages of the book:")[1]!;
    expect(passages).toContain("green as bottle glass");
    expect(passages).not.toContain("river ice");

    const messages = await request(ctx.app).get(`/api/v1/books/${book.id}/assistants/${assistantId}/messages`).set("Cookie", me.cookie).expect(200);
    expect(messages.body).toMatchObject({ total: 4, page: 1 });
    expect(messages.body.items.map((message: { role: string }) => message.role)).toEqual(["USER", "ASSISTANT", "USER", "ASSISTANT"]);
    expect(messages.body.items[3].citations[0]).toMatchObject({ chapterNumber: 3, firstParagraph: 1 });
  });

  it("renames, lists and deletes; another author's book and assistants are not found; a refused call keeps nothing", async () => {
    const me = await author({ terms: false });
    const { book } = await seededBook(me.authorId);
    const { body } = await request(ctx.app).post(`/api/v1/books/${book.id}/assistants`).set("Cookie", me.cookie).send({}).expect(200);
    const id = body.assistant.id as number;
    expect(body.assistant.name).toBe("Book assistant");
    await request(ctx.app).patch(`/api/v1/books/${book.id}/assistants/${id}`).set("Cookie", me.cookie).send({ name: "  Lore keeper " }).expect(200);
    const list = await request(ctx.app).get(`/api/v1/books/${book.id}/assistants`).set("Cookie", me.cookie).expect(200);
    expect(list.body.items.map((assistant: { name: string }) => assistant.name)).toEqual(["Lore keeper"]);
    const badName = await request(ctx.app).patch(`/api/v1/books/${book.id}/assistants/${id}`).set("Cookie", me.cookie).send({ name: "" }).expect(400);
    expect(badName.body.error.fields).toEqual({ name: "This field is required." });
    const badModel = await request(ctx.app).post(`/api/v1/books/${book.id}/assistants`).set("Cookie", me.cookie).send({ model: "gpt-0" }).expect(400);
    expect(badModel.body.error.fields).toEqual({ model: "The model gpt-0 is not available for OPEN_AI." });

    // Without the AI terms the question is refused before anything is kept.
    const refused = await ask(me.cookie, book.id, id, "Who is Wren?");
    expect(refused.status).toBe(403);
    const none = await request(ctx.app).get(`/api/v1/books/${book.id}/assistants/${id}/messages`).set("Cookie", me.cookie).expect(200);
    expect(none.body.total).toBe(0);

    const other = await author();
    await request(ctx.app).get(`/api/v1/books/${book.id}/assistants`).set("Cookie", other.cookie).expect(404);
    await request(ctx.app).delete(`/api/v1/books/${book.id}/assistants/${id}`).set("Cookie", other.cookie).expect(404);
    await request(ctx.app).delete(`/api/v1/books/${book.id}/assistants/${id}`).set("Cookie", me.cookie).expect(200, { deleted: true });
    await request(ctx.app).get(`/api/v1/books/${book.id}/assistants/${id}/messages`).set("Cookie", me.cookie).expect(404);
    expect(await Chapter.query(ctx.db.knex).where({ bookId: book.id })).toHaveLength(4);
  });
});
