import type { BalanceTransaction } from "@storyloom/db/models";
import type { AiStatus } from "@storyloom/domain/integrations/ai.ts";
import { AI_MODELS } from "@storyloom/domain/services/aiBalance/aiPrices.ts";
import type { BalanceSummary } from "@storyloom/domain/services/aiBalance/findBalance.ts";
import type { AiPreferences } from "@storyloom/domain/services/aiPreferences/aiPreferences.ts";
import type { AiUsageSummary } from "@storyloom/domain/services/aiUsage/summarizeAiUsage.ts";
import type { AiModelView, AiPreferencesView, AiStatusView, AiUsageView, BalanceTransactionView, BalanceView } from "./views/ai.ts";

export type { AiPreferencesView, AiStatusView, AiUsageView, BalanceTransactionView, BalanceView };

export function presentBalance(balance: BalanceSummary): BalanceView {
  return { amount: balance.amount, held: balance.held, aiMonthlyLimit: balance.aiMonthlyLimit, aiMonthlyUsage: balance.aiMonthlyUsage };
}

export function presentBalanceTransaction(transaction: BalanceTransaction): BalanceTransactionView {
  return {
    id: transaction.id,
    type: transaction.type,
    amount: transaction.amount,
    isWithdrawal: transaction.isWithdrawal,
    balanceAmount: transaction.balanceAmount,
    description: transaction.description,
    createdAt: transaction.createdAt.toISOString(),
  };
}

export function presentAiUsage(usage: AiUsageSummary): AiUsageView {
  return { from: usage.from, to: usage.to, totals: usage.totals, byDay: usage.byDay, byTool: usage.byTool, byModel: usage.byModel };
}

export function presentAiPreferences(preferences: AiPreferences): AiPreferencesView {
  return {
    sceneType: preferences.sceneType,
    advancedSettings: { temperature: preferences.advancedSettings.temperature, maxOutputTokens: preferences.advancedSettings.maxOutputTokens },
    preferredService: preferences.preferredService,
    preferredModels: { OPEN_AI: preferences.preferredModels.OPEN_AI, ANTHROPIC: preferences.preferredModels.ANTHROPIC },
  };
}

export function presentAiStatus(status: AiStatus): AiStatusView {
  const models: AiModelView[] = AI_MODELS.map((entry) => ({
    service: entry.service,
    model: entry.model,
    label: entry.label,
    inputPerMillion: entry.inputPerMillion,
    outputPerMillion: entry.outputPerMillion,
    maxOutputTokens: entry.maxOutputTokens,
  }));
  return { simulated: status.simulated, services: status.services, models };
}
