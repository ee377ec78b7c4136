import { z } from "zod";
import { pageNumber, pathId, required, wholeNumber } from "../schemaParts.ts";
import { pageOf } from "../../presenters/views/paging.ts";
import {
  authorSubscriptionPricesView,
  seriesSubscriptionPricesView,
  subscriberView,
  subscriptionOptionView,
  subscriptionView,
} from "../../presenters/views/subscriptions.ts";

const interval = z.enum(["day", "month", "year"], { error: required("Must be day, month or year.") });
const cents = z.number({ error: required("Must be a whole number of cents.") }).int("Must be a whole number of cents.");
const wholeId = z.number({ error: "Must be a whole number." }).int("Must be a whole number.").min(1, "Must be a whole number.");
const flag = z.boolean({ error: required("Must be true or false.") });

const price = z.strictObject({ interval, amount: cents, isEnabled: flag.optional().default(true) });
/** One price per interval at most; the service checks the amounts and says which interval is wrong. */
const prices = z.array(price, { error: required("Must be a list of prices.") }).max(3, "There are three intervals: day, month and year.");

export const authorPricesBody = z.strictObject({ subscriptionEnabled: flag, prices });
export const seriesPricesParams = z.strictObject({ id: pathId });
export const seriesPricesBody = z.strictObject({ subscriptionEnabled: flag, defaultSubscription: flag.optional().default(false), prices });

const queryId = wholeNumber().pipe(z.number().min(1, "Must be a whole number."));

export const optionsQuery = z
  .strictObject({ authorId: queryId.optional(), seriesId: queryId.optional(), bookId: queryId.optional() })
  .refine((query) => [query.authorId, query.seriesId, query.bookId].filter((id) => id !== undefined).length === 1, {
    message: "Give one of authorId, seriesId or bookId.",
    path: ["authorId"],
  });

const referral = z.strictObject({ referrerAuthorId: wholeId, bookId: wholeId.nullable().optional() }).nullable().optional();

export const subscribeBody = z
  .strictObject({
    authorId: wholeId.optional(),
    seriesId: wholeId.optional(),
    interval,
    /** A higher price of the reader's own, in cents. */
    amount: cents.optional(),
    returnPath: z.string({ error: "Must be text." }).max(500, "Input can't be longer than 500 characters.").optional(),
    referral,
  })
  .refine((body) => (body.authorId === undefined) !== (body.seriesId === undefined), { message: "Give either authorId or seriesId.", path: ["authorId"] });

export const listQuery = z.strictObject({
  page: pageNumber.optional().default(1),
  pageSize: wholeNumber().pipe(z.number().min(1, "Must be at least 1.").max(100, "Must be at most 100.")).optional().default(25),
});

export const subscriptionParams = z.strictObject({ subscriptionId: pathId });
export const subscriptionTypeQuery = z.strictObject({
  type: z.enum(["AUTHOR", "SERIES"], { error: "Must be AUTHOR or SERIES." }).optional().default("AUTHOR"),
});

// Answers (presenters/views/subscriptions.ts holds the shapes).

export const authorPricesAnswer = authorSubscriptionPricesView;
export const seriesPricesListAnswer = z.object({ series: z.array(seriesSubscriptionPricesView) });
export const seriesPricesAnswer = z.object({ series: seriesSubscriptionPricesView });
export const subscriptionOptionsAnswer = z.object({ options: z.array(subscriptionOptionView) });
export const subscribeAnswer = z.object({
  url: z.string().describe("The provider's checkout page, or the return page when a subscription set to end was resumed."),
  resumed: z.boolean(),
});
export const subscriptionPage = pageOf(subscriptionView);
export const subscriptionAnswer = z.object({ subscription: subscriptionView });
export const subscriberPage = pageOf(subscriberView);
