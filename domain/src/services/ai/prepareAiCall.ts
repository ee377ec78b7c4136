import type { AiService, AiTool, Knex } from "@storyloom/db";
import { AuthorProfile } from "@storyloom/db/models";
import { NotFoundError, ValidationError } from "../../errors.ts";
import { assertAiAllowed } from "../aiBalance/aiAccess.ts";
import { AI_MODELS, findAiModel } from "../aiBalance/aiPrices.ts";
import type { AiModelPrice, TokenUsage } from "../aiBalance/aiPrices.ts";
import { reserveAiCall } from "../aiBalance/reserveAiCall.ts";
import type { AiCallReservation } from "../aiBalance/reserveAiCall.ts";
import { settleAiCall } from "../aiBalance/settleAiCall.ts";
import type { SettledAiCall } from "../aiBalance/settleAiCall.ts";
import { estimateInputTokens, maxInputTokens } from "../aiBalance/tokenBounds.ts";
import type { AiClients } from "../../integrations/ai.ts";
import { moderateAiInput } from "./moderateAiInput.ts";
import { loadStoryContext } from "./storyContext.ts";

/** Who makes an AI call: the user whose balance pays and the author the usage is recorded for. */
export interface AiCaller {
  userId: number;
  authorId: number;
}

export interface PrepareAiCallInput {
  knex: Knex;
  ai: AiClients;
  caller: AiCaller;
  service: AiService;
  model: string;
  tool: AiTool;
  /** Every text the provider will read (instructions, messages, tool schemas): what the input is bounded by. */
  texts: readonly string[];
  /** The author's own part of those texts (not the story context): what moderation judges. */
  authorTexts: readonly string[];
  requestedOutputTokens: number | null;
  /** Told when the input could not be moderated (the call goes on): the route logs it. */
  onModerationUnavailable?: ((reason: string) => void) | undefined;
}

export interface PreparedAiCall {
  price: AiModelPrice;
  reservation: AiCallReservation;
  /**
   * Moderation of the author's input, running beside the provider's request:
   * nothing of the answer may reach the author before it resolves, and a
   * rejection (flagged input) aborts the request and refuses the call.
   */
  moderated: Promise<void>;
  /** About four characters a token: what an aborted stream is charged for its input, the provider having said nothing. */
  estimatedInputTokens: number;
  /** Charges what the call used and ends its reservation; a second call charges nothing (aiBalance/README.md). */
  settle(usage: TokenUsage): Promise<SettledAiCall | null>;
}

/** Throws unless the author may use the AI tools now (suspended by moderation, terms not accepted). */
export async function checkAiCaller(knex: Knex, caller: AiCaller): Promise<void> {
  const author = await AuthorProfile.query(knex).findById(caller.authorId).select("aiTermsAccepted", "aiSuspendedByModeration");
  if (!author) throw new NotFoundError("Author profile not found.");
  assertAiAllowed(author);
}

/**
 * Everything before a provider is asked, once checkAiCaller has passed
 * (aiBalance/README.md): the model is one the product prices and the most the
 * call can cost is held against the balance. Moderation of the author's input
 * starts here and runs beside the provider's request (docs/decisions/ai.md, AI
 * calls and moderation): the caller awaits `moderated` before passing on
 * anything of the answer.
 */
export async function prepareAiCall(input: PrepareAiCallInput): Promise<PreparedAiCall> {
  const { knex, ai, caller, service, model, tool, texts, requestedOutputTokens } = input;
  const price = findAiModel(service, model);
  if (!price) {
    const models = AI_MODELS.filter((entry) => entry.service === service).map((entry) => entry.model);
    throw new ValidationError(`The model ${model} is not available.`, { model: `Choose one of: ${models.join(", ")}.` });
  }
  const moderated = moderateAiInput({ knex, ai, userId: caller.userId, authorId: caller.authorId, texts: input.authorTexts }).then((outcome) => {
    if (outcome.kind === "unavailable") input.onModerationUnavailable?.(outcome.reason);
  });
  // Observed now, awaited by the caller: a flag that comes while the reservation is made is not an unhandled rejection.
  moderated.catch(() => undefined);
  const reservation = await reserveAiCall({ knex, userId: caller.userId, price, maxInputTokens: maxInputTokens(texts), requestedOutputTokens });
  return {
    price,
    reservation,
    moderated,
    estimatedInputTokens: estimateInputTokens(texts),
    settle: (usage) => settleAiCall({ knex, reservationId: reservation.id, userId: caller.userId, authorId: caller.authorId, price, tool, usage }),
  };
}

/**
 * The author's checks (checkAiCaller) beside everything else before a call:
 * the story context, the reservation. A failed check wins over any other
 * refusal (an author without the AI terms hears about the terms, not their
 * balance), and a reservation made before the check failed is released.
 */
export async function prepareCheckedAiCall(
  knex: Knex,
  caller: AiCaller,
  bookId: number | null,
  prepare: (context: string | null) => Promise<PreparedAiCall>,
): Promise<{ context: string | null; call: PreparedAiCall }> {
  const checked = checkAiCaller(knex, caller);
  checked.catch(() => undefined);
  let call: PreparedAiCall | null = null;
  try {
    const context = bookId === null ? null : await loadStoryContext(knex, caller.authorId, bookId);
    call = await prepare(context);
    await checked;
    return { context, call };
  } catch (error) {
    if (call) await call.settle({ inputTokens: 0, outputTokens: 0 });
    await checked;
    throw error;
  }
}
