/**
 * The signed-in reader's account on the storefront (/account): their
 * purchases and subscriptions, each list paged on its own, and cancelling a
 * subscription with a form's POST after a confirmation (no JavaScript
 * needed). E-mail choices live at /bookshelf/emails; reading settings on the
 * reading page.
 */
import { cancelReaderSubscription, formatAccountDate, isApiErrorBody, listPurchases, listReaderSubscriptions } from "@storyloom/api/client";
import type { ApiClient, Page, PurchaseView, SubscriptionTypeView, SubscriptionView } from "@storyloom/api/client";

export const ACCOUNT_PAGE_SIZE = 20;

export interface AccountState {
  purchases: Page<PurchaseView>;
  subscriptions: Page<SubscriptionView>;
  /** What the last POST did, or why it could not. */
  notice: { tone: "success" | "error"; text: string } | null;
}

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

async function cancel(client: ApiClient, form: FormData): Promise<AccountState["notice"]> {
  const ref = form.get("action") === "cancel" ? subscriptionRefOf(form.get("subscription")) : null;
  if (!ref) return { tone: "error", text: "That change could not be read. Please use the buttons below." };
  try {
    const { subscription } = await cancelReaderSubscription(client, ref.subscriptionId, ref.type);
    return { tone: "success", text: `Your subscription to ${subscription.name} is cancelled. You keep reading until ${formatAccountDate(subscription.currentPeriodEnd)}.` };
  } catch (error) {
    return { tone: "error", text: isApiErrorBody(error) ? error.error.message : "Your subscription could not be cancelled. Please try again." };
  }
}

export async function loadAccount(input: { client: ApiClient; form: FormData | null; purchasesPage: number; subscriptionsPage: number }): Promise<AccountState> {
  const notice = input.form ? await cancel(input.client, input.form) : null;
  const [purchases, subscriptions] = await Promise.all([
    listPurchases(input.client, { page: input.purchasesPage, pageSize: ACCOUNT_PAGE_SIZE }),
    listReaderSubscriptions(input.client, { page: input.subscriptionsPage, pageSize: ACCOUNT_PAGE_SIZE }),
  ]);
  return { purchases, subscriptions, notice };
}
