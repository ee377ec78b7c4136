import { expect, test } from "../support/test.ts";
import { findAccessibilityViolations } from "../pages/Accessibility.ts";
import { AiPage } from "../pages/AiPage.ts";
import { signInAsDemoAuthor } from "../support/people.ts";
import { SignUpPage } from "../pages/SignUpPage.ts";
import { Viewport } from "../pages/Viewport.ts";

/** GET /api/v1/ai/status, the part the page shows. */
interface BalanceAnswer {
  balance: { amount: number };
}

/** A balance of at least a cent as the page writes it: dollars to the cent (micro-cents in, 1 cent = 1,000,000). */
function formatMicroCents(amount: number): string {
  return `$${(amount / 100_000_000).toFixed(2)}`;
}

interface AiStatusAnswer {
  status: { simulated: boolean; services: Record<"OPEN_AI" | "ANTHROPIC", { configured: boolean; reason: string | null }> };
}

/**
 * A GET /api/v1/ai/usage answer of `days` days ending today, with calls on
 * every other day (1 cent each), in the API's shape.
 */
function usageAnswer(days: number) {
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const byDay = Array.from({ length: days }, (_, index) => {
    const calls = index % 2 === 0 ? 1 : 0;
    return {
      day: new Date(today - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10),
      calls,
      inputTokens: calls * 1_000,
      outputTokens: calls * 500,
      cost: calls * 1_000_000,
    };
  });
  const calls = byDay.reduce((sum, day) => sum + day.calls, 0);
  const totals = { calls, inputTokens: calls * 1_000, outputTokens: calls * 500, cost: calls * 1_000_000 };
  return {
    usage: {
      from: byDay[0]!.day,
      to: byDay[days - 1]!.day,
      totals,
      byDay,
      byTool: [{ tool: "GENERATE_SCENE", ...totals }],
      byModel: [{ service: "OPEN_AI", model: "gpt-4.1-mini", ...totals }],
    },
  };
}

test("the AI page shows what the server offers, the balance with its monthly limit, and the promotional credit", async ({ page }) => {
  const ai = new AiPage(page);
  await signInAsDemoAuthor(page);
  const { status } = (await (await page.request.get("/api/v1/ai/status")).json()) as AiStatusAnswer;

  await ai.goto();

  // The e2e stack may run with or without the AI simulator: the page must say whichever is true.
  if (status.simulated) await expect(ai.simulatedNotice()).toBeVisible();
  else await expect(ai.simulatedNotice()).toHaveCount(0);
  for (const [service, name] of [
    ["OPEN_AI", "OpenAI"],
    ["ANTHROPIC", "Anthropic"],
  ] as const) {
    const { configured, reason } = status.services[service];
    await expect(ai.provider(name)).toContainText(configured ? "Available" : "Not configured");
    if (!configured && reason) await expect(ai.provider(name)).toContainText(reason);
  }
  const isAnyConfigured = status.services.OPEN_AI.configured || status.services.ANTHROPIC.configured;
  await expect(ai.unavailableNotice()).toHaveCount(isAnyConfigured ? 0 : 1);

  // Other specs run AI tools as the demo author (seeded with $5.00): the page shows what the server holds now.
  const { balance } = (await (await page.request.get("/api/v1/balance")).json()) as BalanceAnswer;
  await expect(ai.balanceAmount()).toHaveText(formatMicroCents(balance.amount));
  await expect(ai.balanceSection()).toContainText("of your $20.00 monthly limit");
  await expect(ai.monthlyUsageMeter()).toBeVisible();
  const promo = ai.transactionRow("Welcome credit for the AI tools");
  await expect(promo).toContainText("Promotional credit");
  await expect(promo).toContainText("+$5.00");
});

test("an author's AI preferences are checked by the server, saved, and still there after a reload", async ({ page }) => {
  // A fresh author, so the demo author's AI defaults stay as the demo has them.
  const signUp = new SignUpPage(page);
  const ai = new AiPage(page);
  await signUp.goto();
  await signUp.signUp({ name: "Ai Author", email: `ai-${Date.now()}@example.test`, password: "long enough password" });
  await expect(page).toHaveURL(/\/books$/);
  await ai.goto();
  await expect(ai.balanceSection()).toContainText("Your balance is empty, so the AI tools are paused until you top it up.");

  await ai.fillPreferences({ temperature: "3", maxOutputTokens: "8" });
  await ai.savePreferences();
  await expect(ai.fieldError("Must be between 0 and 2.")).toBeVisible();
  await expect(ai.fieldError("Must be at least 16.")).toBeVisible();

  await ai.fillPreferences({
    openAiModel: "gpt-4.1",
    anthropicModel: "claude-sonnet-4-5",
    sceneType: "REFLECTION",
    temperature: "0.9",
    maxOutputTokens: "2000",
  });
  await ai.savePreferences();
  await expect(ai.toast("Your AI preferences are saved.")).toBeVisible();

  await page.reload();
  await expect(ai.field("OpenAI model")).toHaveValue("gpt-4.1");
  await expect(ai.field("Anthropic model")).toHaveValue("claude-sonnet-4-5");
  await expect(ai.field("Scene type")).toHaveValue("REFLECTION");
  await expect(ai.field("Temperature")).toHaveValue("0.9");
  await expect(ai.field("Maximum output tokens")).toHaveValue("2000");
});

test("an author with no AI use sees the period they chose named in the empty usage", async ({ page }) => {
  const signUp = new SignUpPage(page);
  const ai = new AiPage(page);
  await signUp.goto();
  await signUp.signUp({ name: "Quiet Author", email: `ai-quiet-${Date.now()}@example.test`, password: "long enough password" });
  await expect(page).toHaveURL(/\/books$/);
  await ai.goto();
  await expect(ai.noUsageNotice(30)).toBeVisible();

  await ai.choosePeriod(7);

  await expect(ai.noUsageNotice(7)).toBeVisible();
  await expect(ai.historySection()).toContainText("No transactions yet");
});

test("switching the usage period redraws the cost chart with a bar per day; the page is accessible and fits every breakpoint", async ({ page }) => {
  // The demo stack has no AI usage and may have no provider to make some, so the usage answer is built here in
  // the API's shape, for the period the page asks for.
  await page.route(
    (url) => url.pathname === "/api/v1/ai/usage",
    (route) => {
      const days = Number(new URL(route.request().url()).searchParams.get("days"));
      return route.fulfill({ json: usageAnswer(days) });
    },
  );
  const ai = new AiPage(page);
  const viewport = new Viewport(page);
  await signInAsDemoAuthor(page);
  await ai.goto();
  await expect(ai.costChart()).toHaveAccessibleName(/the last 30 days/);
  await expect(ai.chartBars()).toHaveCount(30);
  await expect(ai.usageTotal("Calls")).toHaveText("15");
  await expect(ai.usageRow("By tool", "Generate scene")).toContainText("$0.15");
  await expect(ai.usageRow("By model", "GPT-4.1 mini")).toContainText("OpenAI");
  await expect(ai.costBars("By tool")).toHaveText(["Generate scene$0.15"]);
  await expect(ai.costBars("By model")).toHaveCount(1);

  await ai.choosePeriod(7);

  await expect(ai.costChart()).toHaveAccessibleName(/the last 7 days/);
  await expect(ai.chartBars()).toHaveCount(7);
  await expect(ai.usageTotal("Calls")).toHaveText("4");
  await expect(ai.usageTotal("Cost")).toHaveText("$0.04");
  await ai.showCostByDayTable();
  await expect(ai.costByDayRows()).toHaveCount(7);
  await expect(ai.costByDayRows().first()).toContainText("$0.01");
  // The chart, its table and the usage tables only show with usage, which the accessibility suite's author has none of.
  expect(await findAccessibilityViolations(page)).toEqual([]);

  for (const width of [375, 600, 768, 1024]) {
    await viewport.resize(width);
    await expect.poll(() => viewport.sidewaysOverflow(), { message: `/ai at ${width}px` }).toBe(0);
  }
});
