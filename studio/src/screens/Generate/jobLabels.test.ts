import { describe, expect, it } from "vitest";
import { createdSummary, jobCostLabel, jobProgressText } from "./jobLabels.ts";

const none = { beats: 0, characters: 0, lores: 0, scenes: 0, chapters: 0 };

describe("createdSummary", () => {
  it("lists what a job added, in words", () => {
    expect(createdSummary({ beats: 3, characters: 1, lores: 2, scenes: 9, chapters: 3 })).toBe(
      "3 beats, 1 character, 2 lore entries, 9 scenes and 3 chapter drafts",
    );
    expect(createdSummary({ ...none, characters: 2 })).toBe("2 characters");
    expect(createdSummary({ ...none, scenes: 1, lores: 1 })).toBe("1 lore entry and 1 scene");
  });

  it("is null when nothing was added", () => {
    expect(createdSummary(none)).toBeNull();
  });
});

describe("jobCostLabel", () => {
  it("shows the running cost against the estimate while a job runs, and the cost once it ends", () => {
    expect(jobCostLabel({ status: "ACTIVE", cost: 1_230_000, estimatedCost: 4_500_000 })).toBe("Spent $0.01 of at most $0.04");
    expect(jobCostLabel({ status: "COMPLETED", cost: 42_000, estimatedCost: 4_500_000 })).toBe("Cost $0.0004");
  });
});

describe("jobProgressText", () => {
  const job = { stepsDone: 2, stepsTotal: 7, stepTextStatus: null, error: null };

  it("says what runs", () => {
    expect(jobProgressText({ ...job, status: "ACTIVE", stepTextStatus: "Step 3 of 7: Writing the lore…" })).toBe("Step 3 of 7: Writing the lore…");
    expect(jobProgressText({ ...job, status: "ACTIVE" })).toBe("Step 3 of 7…");
    expect(jobProgressText({ ...job, status: "WATING" })).toBe("Waiting for a worker to start it…");
  });

  it("says how it ended, and that what was made is kept", () => {
    expect(jobProgressText({ ...job, status: "COMPLETED", stepsDone: 7 })).toBe("All 7 steps done.");
    expect(jobProgressText({ ...job, status: "FAILED", error: "Your AI balance is too low." })).toBe(
      "Stopped after 2 steps of 7: Your AI balance is too low. What was made is kept.",
    );
    expect(jobProgressText({ ...job, status: "CANCELED", stepsDone: 1 })).toBe("Cancelled after 1 step of 7. What was made is kept.");
  });
});
