/**
 * The signed-in reader's account on the storefront (/account): their
 * purchases and subscriptions, each list paged on its own; cancelling a
 * subscription after a confirmation, changing the password and deleting the
 * account, resuming a subscription set to end, and the reading settings kept
 * on the reader's profile, each with a form's POST (no JavaScript needed).
 * E-mail choices live at /bookshelf/emails.
 */
import {
  cancelReaderSubscription,
  changePassword,
  deleteAccount,
  formatAccountDate,
  getReaderProfile,
  isApiErrorBody,
  listPurchases,
  listReaderSubscriptions,
  subscribe,
  updateReaderProfile,
} from "@storyloom/api/client";
import type { ApiClient, Page, PurchaseView, ReaderProfileView, SubscriptionTypeView, SubscriptionView } from "@storyloom/api/client";
import { SERVICE_UNAVAILABLE_MESSAGE, apiFieldErrors, hasErrors, readFields, requiredFieldErrors } from "../auth/forms.ts";
import type { FieldErrors } from "../auth/forms.ts";
import { DEFAULT_SETTINGS, apiThemeOf, isFontType, isLineSpacing, isTheme, nearestFontSize, themeOf } from "../reading/readerSettings.ts";
import type { ReaderSettings } from "../reading/readerSettings.ts";

export const ACCOUNT_PAGE_SIZE = 20;

export type Notice = { tone: "success" | "error"; text: string } | null;

/** A form of the page after its POST: the messages beside its fields. */
export interface FormErrors<Name extends string> {
  fieldErrors: FieldErrors<Name>;
}

export interface AccountState {
  purchases: Page<PurchaseView>;
  subscriptions: Page<SubscriptionView>;
  /** What the last POST did, or why it could not. */
  notice: Notice;
  password: FormErrors<"currentPassword" | "newPassword">;
  deletion: FormErrors<"deletePassword" | "confirm">;
  /** The account was deleted: the page sends the browser home, signed out. */
  deleted: boolean;
  /** The reading settings the form shows: the profile's, the defaults where it has none. */
  readingSettings: ReaderSettings;
  /** Just saved: the page's script keeps them on this device too, so its own earlier choices do not win over them. */
  savedReadingSettings: ReaderSettings | null;
}

export const PASSWORD_CHANGED = "Your password is changed. Every other device you were signed in on is signed out.";
export const DELETE_WORD = "DELETE";

/** The outcome of one POST of the page. */
type Outcome = {
  notice: Notice;
  password?: AccountState["password"];
  deletion?: AccountState["deletion"];
  deleted?: boolean;
  savedReadingSettings?: ReaderSettings;
};

const errorText = (error: unknown, fallback: string): string => (isApiErrorBody(error) ? error.error.message : fallback);

export interface SubscriptionRef {
  type: SubscriptionTypeView;
  subscriptionId: number;
}

/** "AUTHOR-12" → the subscription it names; null for anything else (a hand-made link or post). */
export function subscriptionRefOf(value: FormDataEntryValue | string | null): SubscriptionRef | null {
  const match = typeof value === "string" ? /^(AUTHOR|SERIES)-(\d{1,15})$/.exec(value) : null;
  if (!match) return null;
  const subscriptionId = Number(match[2]);
  return subscriptionId >= 1 && (match[1] === "AUTHOR" || match[1] === "SERIES") ? { type: match[1], subscriptionId } : null;
}

/** The value that names a subscription in links and forms: "AUTHOR-12". */
export function subscriptionRefText(subscription: SubscriptionRef): string {
  return `${subscription.type}-${subscription.subscriptionId}`;
}

const UNREADABLE: Notice = { tone: "error", text: "That change could not be read. Please use the forms below." };

async function cancel(client: ApiClient, form: FormData): Promise<Outcome> {
  const ref = subscriptionRefOf(form.get("subscription"));
  if (!ref) return { notice: UNREADABLE };
  try {
    const { subscription } = await cancelReaderSubscription(client, ref.subscriptionId, ref.type);
    return {
      notice: {
        tone: "success",
        text: `Your subscription to ${subscription.name} is cancelled. You keep reading until ${formatAccountDate(subscription.currentPeriodEnd)}.`,
      },
    };
  } catch (error) {
    return { notice: { tone: "error", text: errorText(error, "Your subscription could not be cancelled. Please try again.") } };
  }
}

/** A subscription set to end that its reader may take back: still readable, not ended by its author, not failing to pay. */
export function isResumable(subscription: Pick<SubscriptionView, "hasAccess" | "cancelAtPeriodEnd" | "cancelledByAuthor" | "status">): boolean {
  return subscription.hasAccess && subscription.cancelAtPeriodEnd && !subscription.cancelledByAuthor && subscription.status !== "past_due";
}

/** The value that names a subscription's target in the resume form: "AUTHOR-3" (the author) or "SERIES-8" (the series). */
export function resumeTargetText(subscription: Pick<SubscriptionView, "type" | "authorId" | "seriesId">): string {
  return subscription.type === "SERIES" && subscription.seriesId !== null ? `SERIES-${subscription.seriesId}` : `AUTHOR-${subscription.authorId}`;
}

const INTERVALS = ["day", "month", "year"] as const;

/** The resume form's fields as the subscribe call's body; null for anything else. */
export function resumeBodyOf(
  target: FormDataEntryValue | null,
  interval: FormDataEntryValue | null,
): { authorId: number; interval: (typeof INTERVALS)[number] } | { seriesId: number; interval: (typeof INTERVALS)[number] } | null {
  const match = typeof target === "string" ? /^(AUTHOR|SERIES)-(\d{1,15})$/.exec(target) : null;
  const every = INTERVALS.find((value) => value === interval);
  const id = Number(match?.[2]);
  if (!match || !every || id < 1) return null;
  return match[1] === "AUTHOR" ? { authorId: id, interval: every } : { seriesId: id, interval: every };
}

async function resume(client: ApiClient, form: FormData): Promise<Outcome> {
  const body = resumeBodyOf(form.get("target"), form.get("interval"));
  if (!body) return { notice: UNREADABLE };
  try {
    const answer = await subscribe(client, body);
    // Not resumed: the subscription ended in between, and the API opened a new checkout instead; the reader starts it from the book.
    if (!answer.resumed) return { notice: { tone: "error", text: "This subscription has ended. Subscribe again from a book's locked chapter." } };
    return { notice: { tone: "success", text: "Your subscription is resumed. It renews at the end of the period you paid for." } };
  } catch (error) {
    return { notice: { tone: "error", text: errorText(error, "Your subscription could not be resumed. Please try again.") } };
  }
}

/** The reading settings form's fields, or null when one of them is not an offered value (a hand-made post). */
export function readingSettingsOf(form: FormData): ReaderSettings | null {
  const theme = form.get("theme");
  const fontType = form.get("fontType");
  const lineSpacing = form.get("lineSpacing");
  const size = Number(form.get("fontSize"));
  if (!isTheme(theme) || !isFontType(fontType) || !isLineSpacing(lineSpacing) || !Number.isInteger(size) || nearestFontSize(size) !== size) return null;
  return { theme, fontSize: size, fontType, lineSpacing };
}

/** The form's values of a profile: its settings, the defaults where it has none, sizes moved to the nearest offered. */
export function readingSettingsOfProfile(profile: Pick<ReaderProfileView, "theme" | "fontSize" | "fontType" | "lineSpacing"> | null): ReaderSettings {
  if (!profile) return DEFAULT_SETTINGS;
  return {
    theme: themeOf(profile.theme),
    fontSize: profile.fontSize === null ? DEFAULT_SETTINGS.fontSize : nearestFontSize(profile.fontSize),
    fontType: profile.fontType ?? DEFAULT_SETTINGS.fontType,
    lineSpacing: profile.lineSpacing ?? DEFAULT_SETTINGS.lineSpacing,
  };
}

export const READING_SETTINGS_SAVED = "Your reading settings are saved. They apply wherever you read signed in.";

async function saveReadingSettings(client: ApiClient, form: FormData): Promise<Outcome> {
  const settings = readingSettingsOf(form);
  if (!settings) return { notice: UNREADABLE };
  try {
    await updateReaderProfile(client, {
      theme: apiThemeOf(settings.theme),
      fontSize: settings.fontSize,
      fontType: settings.fontType,
      lineSpacing: settings.lineSpacing,
    });
    return { notice: { tone: "success", text: READING_SETTINGS_SAVED }, savedReadingSettings: settings };
  } catch (error) {
    return { notice: { tone: "error", text: errorText(error, "Your reading settings could not be saved. Please try again.") } };
  }
}

async function newPassword(client: ApiClient, form: FormData): Promise<Outcome> {
  const values = readFields(form, ["currentPassword", "newPassword"]);
  const missing = requiredFieldErrors(values, ["currentPassword", "newPassword"]);
  if (hasErrors(missing)) return { notice: null, password: { fieldErrors: missing } };
  try {
    await changePassword(client, values);
    return { notice: { tone: "success", text: PASSWORD_CHANGED } };
  } catch (error) {
    if (!isApiErrorBody(error)) return { notice: { tone: "error", text: SERVICE_UNAVAILABLE_MESSAGE } };
    const fieldErrors = apiFieldErrors(error, ["currentPassword", "newPassword"] as const);
    return { notice: hasErrors(fieldErrors) ? null : { tone: "error", text: error.error.message }, password: { fieldErrors } };
  }
}

async function removeAccount(client: ApiClient, form: FormData): Promise<Outcome> {
  const values = readFields(form, ["deletePassword", "confirm"]);
  const missing = requiredFieldErrors(values, ["deletePassword", "confirm"]);
  if (hasErrors(missing)) return { notice: null, deletion: { fieldErrors: missing } };
  try {
    await deleteAccount(client, { currentPassword: values.deletePassword, confirm: values.confirm });
    return { notice: null, deleted: true };
  } catch (error) {
    if (!isApiErrorBody(error)) return { notice: { tone: "error", text: SERVICE_UNAVAILABLE_MESSAGE } };
    const fields = apiFieldErrors(error, ["currentPassword", "confirm"] as const);
    const fieldErrors = {
      ...(fields.currentPassword ? { deletePassword: fields.currentPassword } : {}),
      ...(fields.confirm ? { confirm: fields.confirm } : {}),
    };
    return { notice: hasErrors(fieldErrors) ? null : { tone: "error", text: error.error.message }, deletion: { fieldErrors } };
  }
}

/** The POST of one of the page's forms, told apart by its `action` field. */
function submit(client: ApiClient, form: FormData): Promise<Outcome> {
  switch (form.get("action")) {
    case "cancel":
      return cancel(client, form);
    case "resume":
      return resume(client, form);
    case "reading":
      return saveReadingSettings(client, form);
    case "password":
      return newPassword(client, form);
    case "delete":
      return removeAccount(client, form);
    default:
      return Promise.resolve({ notice: UNREADABLE });
  }
}

const emptyPage = <T>(page: number): Page<T> => ({ items: [], total: 0, page, pageSize: ACCOUNT_PAGE_SIZE });

/**
 * The page's state, after the POST it was sent if any. A user without a
 * reader profile (`isReader` false) has bought and subscribed to nothing.
 */
export async function loadAccount(input: {
  client: ApiClient;
  form: FormData | null;
  isReader: boolean;
  purchasesPage: number;
  subscriptionsPage: number;
}): Promise<AccountState> {
  const outcome: Outcome = input.form ? await submit(input.client, input.form) : { notice: null };
  const base = {
    notice: outcome.notice,
    password: outcome.password ?? { fieldErrors: {} },
    deletion: outcome.deletion ?? { fieldErrors: {} },
    deleted: outcome.deleted === true,
    savedReadingSettings: outcome.savedReadingSettings ?? null,
  };
  if (base.deleted || !input.isReader) {
    return { ...base, purchases: emptyPage(input.purchasesPage), subscriptions: emptyPage(input.subscriptionsPage), readingSettings: DEFAULT_SETTINGS };
  }
  const [purchases, subscriptions, profile] = await Promise.all([
    listPurchases(input.client, { page: input.purchasesPage, pageSize: ACCOUNT_PAGE_SIZE }),
    listReaderSubscriptions(input.client, { page: input.subscriptionsPage, pageSize: ACCOUNT_PAGE_SIZE }),
    getReaderProfile(input.client),
  ]);
  return { ...base, purchases, subscriptions, readingSettings: readingSettingsOfProfile(profile.readerProfile) };
}
