// New-chapter e-mail to 10,000 subscribers (issue 12), against the bench
// stack's database and Redis and a local SMTP server (testkit's fake): an
// author with 10,000 active subscribers publishes a chapter that asks for an
// e-mail. Measured: the fan-out (`readerMail.announceChapter`: one MJML
// render, one INSERT … SELECT of 10,000 outbox rows with their own
// unsubscribe links, 10,000 `readerMail.send` jobs added to Redis), then the
// delivery of every message through the outbox's deliverEmail (what each
// `readerMail.send` job runs) to the SMTP server, 8 at a time, without the
// queue's per-minute limit. Peak memory of this process is sampled throughout.
import { performance } from "node:perf_hooks";
import { bindModels, createKnex } from "@storyloom/db";
import { createJobQueue } from "@storyloom/domain/jobs/index.ts";
import { createMailer } from "@storyloom/domain/integrations/mail.ts";
import { createLogger } from "@storyloom/domain/logger.ts";
import { deliverEmail } from "@storyloom/domain/services/mail/deliverEmail.ts";
import { announceChapter, newChapterCampaignKey } from "@storyloom/domain/services/readerMail/announceChapter.ts";
import { startFakeSmtpServer } from "@storyloom/testkit/fakes/smtp";
import { benchDatabaseUrl } from "./src/psql.ts";

const SUBSCRIBERS = 10_000;
const SENDERS = 8;
const stamp = Date.now();
const knex = createKnex(benchDatabaseUrl(), { applicationName: "storyloom-bench" });
bindModels(knex);
const redisPrefix = `storyloom-bench-mail-${stamp}:`;
const jobs = createJobQueue({ redisUrl: process.env.REDIS_URL ?? "redis://127.0.0.1:6379", redisPrefix });
const smtp = await startFakeSmtpServer();
const mailer = createMailer({ smtpUrl: smtp.url, from: "Storyloom <no-reply@storyloom.local>", outboxDir: "", logger: createLogger({ logLevel: "silent" }) });

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
let failed = false;
try {
  // The audience, written straight in SQL: 10,000 readers subscribed to one author.
  const [authorUser] = await knex("users")
    .insert({ email: `bench-mail-author-${stamp}@example.test`, password: "x" })
    .returning<Array<{ id: number }>>("id");
  const [author] = await knex("authorProfiles").insert({ userId: authorUser!.id, name: "Bench Author" }).returning<Array<{ id: number }>>("id");
  await knex.raw(
    `WITH u AS (
       INSERT INTO users (email, password) SELECT 'bench-mail-' || g || '-${stamp}@example.test', 'x' FROM generate_series(1, ?) g RETURNING id
     ), r AS (INSERT INTO reader_profiles (user_id) SELECT id FROM u RETURNING id)
     INSERT INTO author_subscriptions (author_id, reader_id, amount, interval, is_active) SELECT ?, id, 500, 'month', true FROM r`,
    [SUBSCRIBERS, author!.id],
  );
  const [book] = await knex("books")
    .insert({ type: "STORY", title: `Bench Letters ${stamp}`, authorId: author!.id, status: "PUBLISHED" })
    .returning<Array<{ id: number }>>("id");
  const [chapter] = await knex("chapters")
    .insert({
      bookId: book!.id,
      number: 1,
      title: "The Ferry",
      markup: "<p>The ferry left at dawn.</p>",
      status: "PUBLISHED",
      publishedAt: new Date(),
      sendEmailWhenPublished: true,
    })
    .returning<Array<{ id: number }>>("id");

  const fanOutStart = performance.now();
  const outcome = await announceChapter({ knex, jobs, publicUrl: "http://localhost:8080", chapterId: chapter!.id });
  const fanOutMs = performance.now() - fanOutStart;
  const fanOutRss = peakRss;
  if (outcome.kind !== "sent" || outcome.written !== SUBSCRIBERS) throw new Error(`the fan-out wrote ${JSON.stringify(outcome)}`);

  const ids: number[] = (
    await knex("outgoingEmails")
      .where({ campaignKey: newChapterCampaignKey(chapter!.id) })
      .orderBy("id")
      .select("id")
  ).map((row: { id: number }) => row.id);
  const sendStart = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: SENDERS }, async () => {
      while (next < ids.length) {
        const emailId = ids[next++]!;
        await deliverEmail({ knex, mailer, emailId });
      }
    }),
  );
  const sendMs = performance.now() - sendStart;
  const received = new Set(smtp.messages.flatMap((message) => message.to)).size;
  if (received !== SUBSCRIBERS || smtp.messages.length !== SUBSCRIBERS)
    throw new Error(`the SMTP server got ${smtp.messages.length} messages for ${received} readers`);

  console.log(`reader mail: a new-chapter e-mail to ${SUBSCRIBERS.toLocaleString("en-US")} subscribers`);
  console.log(`  fan-out (render, ${SUBSCRIBERS} outbox rows, ${SUBSCRIBERS} jobs): ${(fanOutMs / 1000).toFixed(2)} s, peak RSS ${mb(fanOutRss)}`);
  console.log(
    `  delivery over SMTP, ${SENDERS} at a time: ${(sendMs / 1000).toFixed(1)} s (${Math.round(SUBSCRIBERS / (sendMs / 1000))} messages/s), peak RSS ${mb(peakRss)}`,
  );
  console.log(`  each reader got exactly one message: ${received === SUBSCRIBERS ? "yes" : "no"}`);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  clearInterval(sampler);
  await jobs
    .queue("readerMail")
    .obliterate({ force: true })
    .catch(() => undefined);
  await jobs.close();
  mailer.close();
  await smtp.close();
  await knex.destroy();
}
process.exit(failed ? 1 : 0);
