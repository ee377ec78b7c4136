/** The words of the subscription forms (subscribeOptions.ts). Pure. */
import type { SubscriptionOptionView } from "@storyloom/api/client";
import { isApiErrorBody } from "@storyloom/api/client";
import { formatPrice } from "./unlockText.ts";

/** "$4.99 a month". */
export function priceLabel(price: { interval: "day" | "month" | "year"; amount: number }): string {
  return `${formatPrice(price.amount)} a ${price.interval}`;
}

/** The form's heading: "Subscribe to Ada Lovelace", "Subscribe to the series “The Engines”". */
export function optionHeading(option: Pick<SubscriptionOptionView, "type" | "name">): string {
  return option.type === "SERIES" ? `Subscribe to the series “${option.name}”` : `Subscribe to ${option.name}`;
}

/** What a reader already subscribed is told instead of a form; null when they are not subscribed. */
export function currentText(option: Pick<SubscriptionOptionView, "current" | "name">, formatDate: (iso: string) => string): string | null {
  const current = option.current;
  if (!current) return null;
  const until = current.currentPeriodEnd ? formatDate(current.currentPeriodEnd) : null;
  if (current.cancelledByAuthor) return `${option.name} ended your subscription${until ? `; you read until ${until}` : ""}.`;
  if (current.cancelAtPeriodEnd) return `Your subscription is cancelled${until ? ` and ends on ${until}` : ""}. Subscribe again to keep it.`;
  return `You subscribe${until ? ` until ${until}` : ""}.`;
}

/** "4.99" or "$4.99" in cents; null when it is not dollars and cents. */
export function parseAmount(text: string): number | null {
  const match = /^\$?\s*(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

const FAILED = "The payment page could not be opened. Please try again.";

/** The message of a refused subscription: the field's when there is one, else the server's. */
export function subscribeFailureText(error: unknown): string {
  if (!isApiErrorBody(error)) return FAILED;
  const fields = error.error.fields ?? {};
  return fields.amount ?? fields.interval ?? error.error.message ?? FAILED;
}
