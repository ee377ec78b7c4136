import { z } from "zod";
import { PASSWORD_MAX_LENGTH, REQUIRED, emailSchema } from "../routes/users/schema.ts";

/** Auth.js form posts send flags as the strings "true"/"false"; JSON callers send booleans. */
const flag = z.union([z.boolean(), z.enum(["true", "false"])], { error: "Must be true or false." }).transform((value) => value === true || value === "true");

const csrfToken = z.string({ error: "Must be text." }).max(200, "Input can't be longer than 200 characters.");
const url = z.string({ error: "Must be text." }).max(2048, "Input can't be longer than 2048 characters.");

export const providerParams = z.strictObject({ provider: z.string().max(50) });

/** POST signin/{provider} and callback/{provider}. `redirect` is sent by the Auth.js client as part of its options. */
export const signInBody = z.strictObject({
  csrfToken: csrfToken.optional(),
  callbackUrl: url.optional(),
  json: flag.optional(),
  redirect: flag.optional(),
  email: emailSchema,
  password: z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? REQUIRED : "Must be text.") })
    .min(1, REQUIRED)
    .max(PASSWORD_MAX_LENGTH, `Input can't be longer than ${PASSWORD_MAX_LENGTH} characters.`),
});

export const signOutBody = z.strictObject({
  csrfToken: csrfToken.optional(),
  callbackUrl: url.optional(),
  json: flag.optional(),
  redirect: flag.optional(),
});

/** Theme values are upper case in the data; the studio speaks of light, grey, dark (docs/product.md, States and transitions), so either is accepted. */
export const themeSchema = z.preprocess(
  (value) => (typeof value === "string" ? value.toUpperCase() : value),
  z.enum(["LIGHT", "GREY", "DARK"], { error: "Must be one of: LIGHT, GREY, DARK." }),
);

const sessionUpdateData = z.strictObject({
  readerProfile: z.strictObject({ theme: themeSchema }).optional(),
});

/** POST session. A form post carries `data` as a JSON string. */
export const updateSessionBody = z.strictObject({
  csrfToken: csrfToken.optional(),
  data: z
    .preprocess((value) => {
      if (typeof value !== "string") return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    }, sessionUpdateData)
    .optional(),
});

/** GET signin, signin/{provider}, error: browser navigations, so other query parameters are ignored. */
export const signInPageQuery = z.object({
  error: z.string().max(100).optional(),
  callbackUrl: url.optional(),
  csrf: z.string().max(10).optional(),
});

export const errorPageQuery = z.object({
  error: z.string().max(100).optional(),
});

/** GET rt/start: a custom domain's link to sign in there, with the page to come back to. */
export const siteGrantStartQuery = z.object({
  redirectTo: url.optional(),
});

/** GET rt: the consent page's redirect back to the custom domain, with the one-time code and the flow's state. */
export const siteGrantQuery = z.object({
  rt: z.string().max(200).optional(),
  state: z.string().max(200).optional(),
});

/**
 * POST _log: the Auth.js client's log lines, flat text fields only, and few of
 * them: the call needs no session or CSRF token, so it must not be a way to
 * write much into the logs: 8 kB a request at most (the route's body limit), 30 requests a minute per address.
 */
export const clientLogBody = z
  .record(z.string().max(100), z.string().max(2_000))
  .refine((fields) => Object.keys(fields).length <= 20, "Send at most 20 fields.");

// Answers (GET and POST session answer presenters/views/sessions.ts's sessionAnswer).

export const csrfAnswer = z.object({ csrfToken: z.string().describe("Send it back as csrfToken with every POST; its cookie holds the other half.") });

/** A sign-in provider, as GET providers lists it under its id. */
export const authProviderView = z.object({
  id: z.string(),
  name: z.string(),
  type: z.literal("credentials"),
  signinUrl: z.string(),
  callbackUrl: z.string(),
});
export const providersAnswer = z.record(z.string(), authProviderView);

/** A sign-in or sign-out asked for with json=true; without it the browser is redirected to that url instead. */
export const authFlowAnswer = z.object({ url: z.string().describe("Where the browser goes next.") });
