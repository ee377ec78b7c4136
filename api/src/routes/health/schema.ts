import { z } from "zod";

// Answers.

const probeOutcome = z.enum(["ok", "down"]);

/** GET /api/health: 200 with status "ok" when PostgreSQL and Redis answered; the same body with status "degraded" comes with a 503. */
export const healthAnswer = z.object({
  status: z.enum(["ok", "degraded"]).describe("ok (200) when both answered; degraded comes with a 503."),
  db: probeOutcome.describe("What PostgreSQL answered, less than a few seconds ago."),
  redis: probeOutcome.describe("What Redis answered, less than a few seconds ago."),
});
