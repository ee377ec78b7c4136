/** Words for AI jobs in the studio. Pure. */
import type { JobView } from "@storyloom/api/client";
import { formatCost } from "../Ai/aiLabels.ts";

export const jobStatusLabel: Record<JobView["status"], string> = {
  WATING: "Waiting to start",
  ACTIVE: "Generating",
  COMPLETED: "Finished",
  FAILED: "Stopped",
  CANCELED: "Cancelled",
};

export const jobTypeLabel: Record<JobView["type"], string> = {
  BOOK_AI_GENERATE_BY_NOTES: "From your notes",
  BOOK_AI_GENERATE_BY_CHAPTER_TEXT: "From your chapters",
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "3 beats, 4 characters, 2 lore entries, 9 scenes and 3 chapter drafts", or null when it added nothing. */
export function createdSummary(created: JobView["created"]): string | null {
  const parts = [
    created.beats > 0 ? plural(created.beats, "beat", "beats") : null,
    created.characters > 0 ? plural(created.characters, "character", "characters") : null,
    created.lores > 0 ? plural(created.lores, "lore entry", "lore entries") : null,
    created.scenes > 0 ? plural(created.scenes, "scene", "scenes") : null,
    created.chapters > 0 ? plural(created.chapters, "chapter draft", "chapter drafts") : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)!}`;
}

/** "Spent $0.0123 of at most $0.0450": the running cost against the estimate. */
export function jobCostLabel(job: Pick<JobView, "cost" | "estimatedCost" | "status">): string {
  const finished = job.status === "COMPLETED" || job.status === "FAILED" || job.status === "CANCELED";
  return finished ? `Cost ${formatCost(job.cost)}` : `Spent ${formatCost(job.cost)} of at most ${formatCost(job.estimatedCost)}`;
}

/** What the progress line says under the bar. */
export function jobProgressText(job: Pick<JobView, "status" | "stepTextStatus" | "stepsDone" | "stepsTotal" | "error">): string {
  switch (job.status) {
    case "WATING":
      return "Waiting for a worker to start it…";
    case "ACTIVE":
      return job.stepTextStatus ?? `Step ${job.stepsDone + 1} of ${job.stepsTotal}…`;
    case "COMPLETED":
      return `All ${job.stepsTotal} steps done.`;
    case "FAILED":
      return `Stopped after ${plural(job.stepsDone, "step", "steps")} of ${job.stepsTotal}: ${job.error ?? "the AI could not go on."} What was made is kept.`;
    case "CANCELED":
      return `Cancelled after ${plural(job.stepsDone, "step", "steps")} of ${job.stepsTotal}. What was made is kept.`;
  }
}
