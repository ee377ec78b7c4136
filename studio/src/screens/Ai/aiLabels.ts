import { formatMicroCents } from "@storyloom/api/client";
import type { AiModelView, AiPreferencesView, BalanceTransactionView, MicroCents, SceneType } from "@storyloom/api/client";

export type AiService = AiPreferencesView["preferredService"];

/** The providers in the order the page lists them. */
export const aiServices: readonly AiService[] = ["OPEN_AI", "ANTHROPIC"];

export const aiServiceLabel: Record<AiService, string> = {
  OPEN_AI: "OpenAI",
  ANTHROPIC: "Anthropic",
};

/** The scene types in the order the preferences offer them. */
export const sceneTypes: readonly SceneType[] = ["ACTION", "REFLECTION", "GENERAL"];

export const sceneTypeLabel: Record<SceneType, string> = {
  ACTION: "Action",
  REFLECTION: "Reflection",
  GENERAL: "General",
};

export const transactionTypeLabel: Record<BalanceTransactionView["type"], string> = {
  PROMO: "Promotional credit",
  STRIPE_CHECKOUT: "Top-up",
  AI_USAGE: "AI use",
};

/** Tool names that read better spelt out than derived from the enum. */
const toolLabels: Record<string, string> = {
  FREE_FORM: "Free-form writing",
  PLOT_AHEAD: "Plot ahead",
  CUSTOM_STORY_TOOL: "Custom story tools",
  AUTHOR_ASSISTANT: "Author assistant",
  CONTINUITY_CHECK: "Continuity check",
  MODERATION: "Moderation check",
};

/** An AI tool's enum name as people say it: GENERATE_SCENE → "Generate scene"; calls recorded without a tool are "Other". */
export function toolLabel(tool: string | null): string {
  if (!tool) return "Other";
  const known = toolLabels[tool];
  if (known) return known;
  const words = tool.toLowerCase().split("_").filter(Boolean).join(" ");
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : tool;
}

/** The smallest amount formatMicroCents can show other than zero ($0.0001). */
const SMALLEST_SHOWN: MicroCents = 10_000;

/** An AI cost for people: formatMicroCents, with "under $0.0001" for costs it would round to nothing. */
export function formatCost(amount: MicroCents): string {
  if (amount > 0 && amount < SMALLEST_SHOWN / 2) return "under $0.0001";
  return formatMicroCents(amount);
}

/** A transaction's amount with its direction: "+$5.00" for credit, "−$0.0042" for what was spent. */
export function signedAmount(transaction: Pick<BalanceTransactionView, "amount" | "isWithdrawal">): string {
  return `${transaction.isWithdrawal ? "−" : "+"}${formatCost(Math.abs(transaction.amount))}`;
}

const countFormat = new Intl.NumberFormat("en-US");

/** A count of calls or tokens: 12,345. */
export function formatCount(count: number): string {
  return countFormat.format(count);
}

/** A price per million tokens in dollars: $0.40, $15. */
export function formatPricePerMillion(dollars: number): string {
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}

/** The text of a model's option: its name and price, input then output. */
export function modelOptionLabel(model: Pick<AiModelView, "label" | "inputPerMillion" | "outputPerMillion">): string {
  return `${model.label} — ${formatPricePerMillion(model.inputPerMillion)} in, ${formatPricePerMillion(model.outputPerMillion)} out per million tokens`;
}

/** A model's name as the price table gives it, or its id when the table no longer has it. */
export function modelLabel(models: readonly AiModelView[] | undefined, service: string, model: string): string {
  return models?.find((entry) => entry.service === service && entry.model === model)?.label ?? model;
}

/** A provider's enum name as people say it; an unknown one as sent. */
export function serviceLabel(service: string): string {
  return service in aiServiceLabel ? aiServiceLabel[service as AiService] : service;
}

const dayFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const longDayFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** A usage day (YYYY-MM-DD, a UTC day): "Jun 3", or in full "June 3, 2026". */
export function formatDay(day: string, style: "short" | "long" = "short"): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return (style === "long" ? longDayFormat : dayFormat).format(date);
}

const transactionTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** When a transaction happened, in the author's own locale and time zone. */
export function formatTransactionTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : transactionTimeFormat.format(date);
}

export type MonthlyLimitState = "none" | "under" | "reached";

/** Whether this month's AI use has reached the monthly limit (null: there is none). */
export function monthlyLimitState(balance: { aiMonthlyLimit: MicroCents | null; aiMonthlyUsage: MicroCents }): MonthlyLimitState {
  if (balance.aiMonthlyLimit === null) return "none";
  return balance.aiMonthlyUsage >= balance.aiMonthlyLimit ? "reached" : "under";
}
