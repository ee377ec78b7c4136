/**
 * Time on the stack under test, without waiting for it. A spec that schedules
 * something (a newsletter for the next whole minute at least) moves that
 * thing's time to now in the stack's database, then runs the workers' sweep
 * for it at once, instead of waiting up to two minutes for the clock and the
 * sweep's next turn. The sweep is the real one (a job on the stack's queues,
 * run by its workers), so what readers get is what production sends.
 */
import { execFileSync } from "node:child_process";
import { createJobQueue } from "@storyloom/domain/jobs/enqueue.ts";

/** The scheduled sweeps a spec may run now (workers/src/queues.ts lists their schedules). */
export type Sweep = "readerMail.sendDue" | "publishing.publishDue" | "domains.checkDue" | "mail.requeuePending";

function stackDatabaseUrl(): string {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (!databaseUrl) throw new Error("E2E_DATABASE_URL is not set: run the browser suite with `npm run e2e`.");
  return databaseUrl;
}

/** Makes a scheduled newsletter due now, as if its time had come. */
export function newsletterTimeHasCome(newsletterId: number): void {
  execFileSync(
    "psql",
    [
      stackDatabaseUrl(),
      "-v",
      "ON_ERROR_STOP=1",
      "-q",
      "-c",
      `UPDATE newsletters SET scheduled_at = now() - interval '1 second' WHERE id = ${Math.trunc(newsletterId)} AND status = 'SCHEDULED'`,
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
}

const SWEEP_TIMEOUT_MS = 60_000;
const POLL_MS = 100;

/**
 * Adds the sweep's job to the stack's queue now and resolves once the stack's
 * workers have run it (as they run its scheduled turns); rejects when it
 * failed or did not finish within a minute.
 */
export async function runSweepNow(sweep: Sweep): Promise<void> {
  const redisUrl = process.env.E2E_REDIS_URL;
  const redisPrefix = process.env.E2E_REDIS_PREFIX;
  if (!redisUrl || !redisPrefix) throw new Error("E2E_REDIS_URL and E2E_REDIS_PREFIX are not set: run the browser suite with `npm run e2e`.");
  const jobs = createJobQueue({ redisUrl, redisPrefix });
  try {
    const job = await jobs.enqueue(sweep, {}, { jobId: `${sweep}-e2e-${Date.now()}` });
    const deadline = Date.now() + SWEEP_TIMEOUT_MS;
    for (;;) {
      const state = await job.getState();
      if (state === "completed") return;
      if (state === "failed") throw new Error(`the sweep ${sweep} failed on the stack's workers`);
      if (Date.now() > deadline) throw new Error(`the sweep ${sweep} did not finish within ${SWEEP_TIMEOUT_MS / 1000} s (it is ${state})`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    await jobs.close();
  }
}
