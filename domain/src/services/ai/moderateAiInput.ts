import type { Knex } from "@storyloom/db";
import { AiModeration, AuthorProfile } from "@storyloom/db/models";
import { AiInputFlaggedError } from "../../errors.ts";
import type { AiClients } from "../../integrations/ai.ts";

/** OpenAI's moderation model (free of charge: no usage is recorded for it). */
export const MODERATION_MODEL = "omni-moderation-latest";
/** The part of a request that is judged: the author's own text, up to this many characters from its end. */
const MODERATED_CHARS = 60_000;
/** What an AiModeration row keeps of the text that was flagged. */
const KEPT_CHARS = 4_000;

export interface ModerationPolicy {
  /** Categories whose flag suspends the author's AI tools until an admin lifts it. */
  suspending: readonly string[];
}

/** By default only sexual content involving minors suspends: fiction legitimately writes violence and villains. */
export const DEFAULT_MODERATION_POLICY: ModerationPolicy = { suspending: ["sexual/minors"] };

export type ModerationOutcome = { kind: "passed" } | { kind: "unavailable"; reason: string };

/**
 * Sends the author's input to the moderation endpoint before any model sees it
 * (docs/decisions/ai.md, Moderation). Flagged input is refused (422
 * `ai_input_flagged`, naming the categories) and recorded as an AiModeration;
 * a flag in a suspending category also sets the author's
 * `aiSuspendedByModeration`, which an admin can lift. Without an OpenAI-compatible
 * moderation endpoint (none configured, or the server has no /moderations) the
 * call goes on and the outcome says why, for the log.
 */
export async function moderateAiInput(input: {
  knex: Knex;
  ai: AiClients;
  userId: number;
  authorId: number;
  texts: readonly string[];
  policy?: ModerationPolicy;
}): Promise<ModerationOutcome> {
  const { knex, ai, userId, authorId, texts, policy = DEFAULT_MODERATION_POLICY } = input;
  const text = texts.join("\n\n").slice(-MODERATED_CHARS).trim();
  if (!text) return { kind: "passed" };
  if (!ai.config.openai) return { kind: "unavailable", reason: "no OpenAI-compatible moderation endpoint is configured" };

  let result;
  try {
    const answer = await ai.openai().moderations.create({ model: MODERATION_MODEL, input: text });
    result = answer.results[0];
  } catch (error) {
    return { kind: "unavailable", reason: error instanceof Error ? error.message : String(error) };
  }
  if (!result?.flagged) return { kind: "passed" };

  const categories = Object.fromEntries(Object.entries(result.categories).map(([name, flagged]) => [name, Boolean(flagged)]));
  const scores = Object.fromEntries(Object.entries(result.category_scores).map(([name, score]) => [name, Number(score)]));
  const flagged = Object.keys(categories).filter((name) => categories[name]);
  const suspends = flagged.some((name) => policy.suspending.includes(name));
  await knex.transaction(async (trx) => {
    await AiModeration.query(trx).insert({
      service: "OPEN_AI",
      userId,
      isSuspendsAi: suspends,
      isIdle: false,
      content: text.slice(0, KEPT_CHARS),
      categories,
      categoryScores: scores,
    });
    if (suspends) await AuthorProfile.query(trx).patch({ aiSuspendedByModeration: true }).where({ id: authorId });
  });
  const named = flagged.map((name) => name.replaceAll("/", " / ")).join(", ");
  throw new AiInputFlaggedError(
    suspends
      ? `This request was flagged by moderation (${named}) and was not sent. Your AI tools are suspended until support reviews it.`
      : `This request was flagged by moderation (${named}) and was not sent. Change the text and try again.`,
  );
}
