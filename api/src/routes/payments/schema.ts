import { z } from "zod";
import { pathId } from "../schemaParts.ts";
import { authorProfileView } from "../../presenters/views/authorProfiles.ts";

const returnPath = z.string({ error: "Must be text." }).max(500, "Input can't be longer than 500 characters.").optional();

const wholeId = z.number({ error: "Must be a whole number." }).int("Must be a whole number.").min(1, "Must be a whole number.");

/** The referral link the reader arrived through (kept in their browser as affiliateReferrer and affiliateBook). */
const referral = z.object({ referrerAuthorId: wholeId, bookId: wholeId.nullable().optional() }).strict().nullable().optional();

export const bookCheckoutParams = z.object({ bookId: pathId }).strict();

/** The paid-chapter options of docs/product.md (Validation rules); the service says which are allowed (0 is the entire book). */
export const bookCheckoutBody = z
  .object({
    chaptersCount: z
      .number({ error: (issue) => (issue.input === undefined ? "This field is required." : "Must be a whole number.") })
      .int("Must be a whole number."),
    fromChapterIndex: z.number({ error: "Must be a whole number." }).int("Must be a whole number.").min(1, "Must be at least 1.").optional(),
    returnPath,
    referral,
  })
  .strict();

export const topUpBody = z
  .object({
    amount: z.number({ error: (issue) => (issue.input === undefined ? "This field is required." : "Must be a whole number.") }).int("Must be a whole number."),
  })
  .strict();

export const checkoutReturnParams = z.object({ checkoutId: pathId }).strict();
export const checkoutReturnQuery = z.object({ session_id: z.string().max(200).optional() }).strict();

// Answers.

/** Where to send the buyer (or the author onboarding): the payment provider's hosted page. */
export const providerPageAnswer = z.object({ url: z.string() });
export const payoutDisconnectedAnswer = z.object({ authorProfile: authorProfileView });
