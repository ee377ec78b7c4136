import { z } from "zod";
import { readerThemes } from "@storyloom/db/enums";
import { nameSchema } from "../users/schema.ts";
import { authorProfileView } from "../../presenters/views/authorProfiles.ts";

const THEMES = "Must be one of: LIGHT, GREY, DARK.";

/** Optional text that may be cleared: "" and null both clear it. */
function clearableText(max: number) {
  return z
    .string({ error: "Must be text." })
    .trim()
    .max(max, `Input can't be longer than ${max} characters.`)
    .nullable()
    .transform((value) => (value ? value : null));
}

const website = clearableText(200).refine((value) => {
  if (value === null) return true;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && !url.username;
  } catch {
    return false;
  }
}, "Enter a web address starting with https://.");

/** A handle as people write it ("@elena", "elena") or a profile link; stored without the @. */
const twitter = clearableText(100)
  .transform((value) => (value === null ? null : value.replace(/^@/, "")))
  .refine(
    (value) => value === null || /^[A-Za-z0-9_]{1,15}$/.test(value) || /^https:\/\/(x|twitter)\.com\/[A-Za-z0-9_]{1,15}\/?$/.test(value),
    "Enter a handle such as @storyloom.",
  );

/** PATCH /author-profiles: what the author edits on /profile and /settings (payouts have their own calls). */
export const updateAuthorProfileBody = z
  .strictObject({
    name: nameSchema.optional(),
    website: website.optional(),
    twitter: twitter.optional(),
    bio: clearableText(5000).optional(),
    theme: z
      .string({ error: THEMES })
      .transform((value) => value.toUpperCase())
      .pipe(z.enum(readerThemes, { error: THEMES }))
      .nullable()
      .optional(),
    editorChaptersCollapsed: z.boolean().optional(),
    hideStatsFromPublic: z.boolean().optional(),
    participateCommunity: z.boolean().optional(),
    /** Accepting (or withdrawing from) the AI terms: without them the AI tools refuse to run. */
    aiTermsAccepted: z.boolean({ error: "Must be true or false." }).optional(),
  })
  // Only when every field is fine: an unknown field alone is not "nothing to change".
  .refine((body) => Object.keys(body).length > 0, { error: "Send at least one field to change.", when: (payload) => payload.issues.length === 0 });

// Answers (presenters/views/authorProfiles.ts holds the shape).

export const authorProfileAnswer = z.object({ authorProfile: authorProfileView });
