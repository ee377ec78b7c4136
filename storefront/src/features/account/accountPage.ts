/**
 * The signed-in reader's account on the storefront (/account): their
 * purchases and subscriptions, each list paged on its own; cancelling a
 * subscription after a confirmation, changing the password and deleting the
 * account, each with a form's POST (no JavaScript needed). E-mail choices
 * live at /bookshelf/emails; reading settings on the reading page.
 */
import { cancelReaderSubscription, changePassword, deleteAccount, formatAccountDate, isApiErrorBody, listPurchases, listReaderSubscriptions } from "@storyloom/api/client";
import type { ApiClient, Page, PurchaseView, SubscriptionTypeView, SubscriptionView } from "@storyloom/api/client";
import { SERVICE_UNAVAILABLE_MESSAGE, apiFieldErrors, hasErrors, readFields, requiredFieldErrors } from "../auth/forms.ts";
import type { FieldErrors } from "../auth/forms.ts";

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
}

export const PASSWORD_CHANGED = "Your password is changed. Every other device you were signed in on is signed out.";
export const DELETE_WORD = "DELETE";

/** The outcome of one POST of the page. */
type Outcome = { notice: Notice; password?: AccountState["password"]; deletion?: AccountState["deletion"]; deleted?: boolean };

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
    return { notice: { tone: "success", text: `Your subscription to ${subscription.name} is cancelled. You keep reading until ${formatAccountDate(subscription.currentPeriodEnd)}.` } };
  } catch (error) {
    return { notice: { tone: "error", text: errorText(error, "Your subscription could not be cancelled. Please try again.") } };
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
    const fieldErrors = { ...(fields.currentPassword ? { deletePassword: fields.currentPassword } : {}), ...(fields.confirm ? { confirm: fields.confirm } : {}) };
    return { notice: hasErrors(fieldErrors) ? null : { tone: "error", text: error.error.message }, deletion: { fieldErrors } };
  }
}

/** The POST of one of the page's forms, told apart by its `action` field. */
function submit(client: ApiClient, form: FormData): Promise<Outcome> {
  switch (form.get("action")) {
    case "cancel":
      return cancel(client, form);
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
export async function loadAccount(input: { client: ApiClient; form: FormData | null; isReader: boolean; purchasesPage: number; subscriptionsPage: number }): Promise<AccountState> {
  const outcome: Outcome = input.form ? await submit(input.client, input.form) : { notice: null };
  const base = { notice: outcome.notice, password: outcome.password ?? { fieldErrors: {} }, deletion: outcome.deletion ?? { fieldErrors: {} }, deleted: outcome.deleted === true };
  if (base.deleted || !input.isReader) return { ...base, purchases: emptyPage(input.purchasesPage), subscriptions: emptyPage(input.subscriptionsPage) };
  const [purchases, subscriptions] = await Promise.all([
    listPurchases(input.client, { page: input.purchasesPage, pageSize: ACCOUNT_PAGE_SIZE }),
    listReaderSubscriptions(input.client, { page: input.subscriptionsPage, pageSize: ACCOUNT_PAGE_SIZE }),
  ]);
  return { ...base, purchases, subscriptions };
}
