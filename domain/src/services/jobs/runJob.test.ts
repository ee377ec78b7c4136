import { describe, expect, it } from "vitest";
import { RateLimitError, ValidationError } from "../../errors.ts";
import { AiProviderError } from "../../integrations/ai.ts";
import { planJob } from "./jobPlan.ts";
import { isRetryable, retryDelayMs, RETRY_MAX_MS } from "./runJob.ts";
import { draftMarkup, paragraphsOf, UnusableAnswerError } from "./saveStep.ts";

describe("retries", () => {
  it("backs off exponentially from the base, a longer Retry-After winning, never past the cap", () => {
    const busy = new RateLimitError("busy", 1);
    expect([1, 2, 3].map((attempt) => retryDelayMs(new AiProviderError(), attempt, 2_000))).toEqual([2_000, 4_000, 8_000]);
    expect(retryDelayMs(busy, 1, 50)).toBe(1_000);
    expect(retryDelayMs(new RateLimitError("busy", 600), 1, 50)).toBe(RETRY_MAX_MS);
  });

  it("retries a busy or failing provider and an unusable answer, not a refusal", () => {
    expect(isRetryable(new RateLimitError("busy", 1))).toBe(true);
    expect(isRetryable(new AiProviderError())).toBe(true);
    expect(isRetryable(new UnusableAnswerError("not JSON"))).toBe(true);
    expect(isRetryable(new ValidationError("The AI provider refused the request: too long"))).toBe(false);
  });
});

describe("the plan", () => {
  it("outlines, then makes the bible, then per chapter its scenes and its draft", () => {
    const plan = planJob({ type: "BOOK_AI_GENERATE_BY_NOTES", params: { notes: "n", chaptersCount: 2, service: "OPEN_AI", model: "gpt-4.1-mini" } });
    expect(plan.map((step) => step.key)).toEqual([
      "outline",
      "characters",
      "lore",
      "chapter-1-scenes",
      "chapter-1-draft",
      "chapter-2-scenes",
      "chapter-2-draft",
    ]);
    expect(new Set(plan.map((step) => step.key)).size).toBe(plan.length);
  });

  it("reads each chapter for its scenes, then the whole for characters and lore", () => {
    const plan = planJob({ type: "BOOK_AI_GENERATE_BY_CHAPTER_TEXT", params: { chapterIds: [7, 3], service: "ANTHROPIC", model: "claude-haiku-4-5" } });
    expect(plan.map((step) => [step.key, step.chapterId ?? null])).toEqual([
      ["scenes-of-7", 7],
      ["scenes-of-3", 3],
      ["characters", null],
      ["lore", null],
    ]);
  });
});

describe("drafts as chapter markup", () => {
  it("makes a paragraph of each blank-line separated block, escaping markup and dropping markdown", () => {
    const text = '# Chapter One\n\nThe **tide** came in.\nIt was <cold>.\n\n\n  "Run," she said & ran.  ';
    expect(paragraphsOf(text)).toEqual(["The tide came in. It was <cold>.", '"Run," she said & ran.']);
    expect(draftMarkup(text)).toBe('<p>The tide came in. It was &lt;cold&gt;.</p><p>"Run," she said &amp; ran.</p>');
    expect(paragraphsOf("   \n\n ")).toEqual([]);
  });
});
