import { z } from "zod";

// Answers.

/** The event was taken (a 2xx tells the provider to stop delivering it). */
export const stripeEventAnswer = z.object({
  received: z.boolean().describe("Always true."),
  outcome: z
    .enum(["applied", "duplicate", "ignored"])
    .describe("applied: processed now; duplicate: processed before, nothing done; ignored: names nothing of ours (or a kind not handled)."),
});
