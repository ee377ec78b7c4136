import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AiSpendReservation, AuthorAiUsage, BalanceTransaction, UserBalance } from "@storyloom/db/models";
import { useTestDatabase } from "@storyloom/testkit/db";
import type { TestDatabase } from "@storyloom/testkit/db";
import { createUser } from "@storyloom/testkit/factories";
import { AiBalanceSpentError, AiMonthlyLimitError } from "../../errors.ts";
import { AI_MODELS, affordableOutputTokens, costOf, findAiModel } from "./aiPrices.ts";
import { RESERVATION_TTL_MS, reserveAiCall } from "./reserveAiCall.ts";
import { settleAiCall } from "./settleAiCall.ts";

let db: TestDatabase;
beforeAll(async () => {
  db = await useTestDatabase();
});
afterAll(async () => {
  await db.close();
});

const price = findAiModel("OPEN_AI", "gpt-4o-mini")!;
const NOW = new Date("2026-11-24T12:00:00Z");

/** An author with `amount` micro-cents and an optional monthly limit. */
async function authorWithBalance(amount: number, extra: Partial<Pick<UserBalance, "aiMonthlyLimit" | "aiMonthlyUsage" | "aiMonthlyUsageMonth">> = {}) {
  const { user, authorProfile } = await createUser(db.knex);
  await UserBalance.query(db.knex).insert({ userId: user.id, amount, ...extra });
  return { userId: user.id, authorId: authorProfile.id };
}

async function ledger(userId: number) {
  const balance = await UserBalance.query(db.knex).where({ userId }).first();
  const transactions = await BalanceTransaction.query(db.knex).where({ userId, type: "AI_USAGE" });
  const usages = await AuthorAiUsage.query(db.knex).whereIn("balanceTransactionId", transactions.length ? transactions.map((t) => t.id) : [0]);
  return { amount: balance!.amount, transactions, usages };
}

describe("reserving an AI call", () => {
  it("refuses a user without a balance, or whose balance cannot pay for a useful answer", async () => {
    const { user } = await createUser(db.knex);
    await expect(reserveAiCall({ knex: db.knex, userId: user.id, price, maxInputTokens: 100, requestedOutputTokens: 500, now: NOW })).rejects.toThrow(
      AiBalanceSpentError,
    );

    const poor = await authorWithBalance(costOf(price, { inputTokens: 100, outputTokens: 10 }));
    await expect(reserveAiCall({ knex: db.knex, userId: poor.userId, price, maxInputTokens: 100, requestedOutputTokens: 500, now: NOW })).rejects.toThrow(
      AiBalanceSpentError,
    );
  });

  it("caps the output at what the balance pays for and holds exactly that", async () => {
    const budget = costOf(price, { inputTokens: 100, outputTokens: 300 });
    const { userId } = await authorWithBalance(budget);
    const reservation = await reserveAiCall({ knex: db.knex, userId, price, maxInputTokens: 100, requestedOutputTokens: 2000, now: NOW });
    expect(reservation.maxOutputTokens).toBe(300);
    expect(reservation.amount).toBe(budget);
    // Everything is held now: a second call is refused until the first settles.
    await expect(reserveAiCall({ knex: db.knex, userId, price, maxInputTokens: 100, requestedOutputTokens: 100, now: NOW })).rejects.toThrow(
      AiBalanceSpentError,
    );
  });

  it("refuses what would go over the monthly limit, counting only this month's usage", async () => {
    const limit = costOf(price, { inputTokens: 100, outputTokens: 1000 });
    const spentThisMonth = await authorWithBalance(10 * limit, { aiMonthlyLimit: limit, aiMonthlyUsage: limit, aiMonthlyUsageMonth: "2026-11-01" });
    await expect(
      reserveAiCall({ knex: db.knex, userId: spentThisMonth.userId, price, maxInputTokens: 100, requestedOutputTokens: 500, now: NOW }),
    ).rejects.toThrow(AiMonthlyLimitError);

    const spentLastMonth = await authorWithBalance(10 * limit, { aiMonthlyLimit: limit, aiMonthlyUsage: limit, aiMonthlyUsageMonth: "2026-10-01" });
    const reservation = await reserveAiCall({ knex: db.knex, userId: spentLastMonth.userId, price, maxInputTokens: 100, requestedOutputTokens: 500, now: NOW });
    expect(reservation.maxOutputTokens).toBe(500);
  });

  it("stops holding once a reservation has expired (a call whose process died)", async () => {
    const budget = costOf(price, { inputTokens: 100, outputTokens: 300 });
    const { userId } = await authorWithBalance(budget);
    await reserveAiCall({ knex: db.knex, userId, price, maxInputTokens: 100, requestedOutputTokens: 300, now: NOW });
    const later = new Date(NOW.getTime() + RESERVATION_TTL_MS + 1000);
    await expect(reserveAiCall({ knex: db.knex, userId, price, maxInputTokens: 100, requestedOutputTokens: 300, now: later })).resolves.toMatchObject({
      maxOutputTokens: 300,
    });
  });
});

describe("settling an AI call", () => {
  it("charges what was used once, writing one AI_USAGE transaction and one usage row of the same cost", async () => {
    const { userId, authorId } = await authorWithBalance(1_000_000_000);
    const reservation = await reserveAiCall({ knex: db.knex, userId, price, maxInputTokens: 400, requestedOutputTokens: 1000, now: NOW });
    const usage = { inputTokens: 120, outputTokens: 333 };
    const input = { knex: db.knex, reservationId: reservation.id, userId, authorId, price, tool: "SHORTEN" as const, usage, now: NOW };

    const [first, second] = await Promise.all([settleAiCall(input), settleAiCall(input)]);
    const settled = [first, second].filter((result) => result !== null);
    expect(settled).toHaveLength(1);
    const cost = costOf(price, usage);
    expect(settled[0]).toMatchObject({ cost, balanceAmount: 1_000_000_000 - cost, uncharged: 0 });

    const { amount, transactions, usages } = await ledger(userId);
    expect(amount).toBe(1_000_000_000 - cost);
    expect(transactions).toEqual([expect.objectContaining({ amount: cost, balanceAmount: amount, isWithdrawal: true })]);
    expect(usages).toEqual([
      expect.objectContaining({ cost, inputTokens: 120, outputTokens: 333, model: "gpt-4o-mini", service: "OPEN_AI", tool: "SHORTEN", authorId }),
    ]);
    expect(await AiSpendReservation.query(db.knex).where({ userId })).toEqual([]);
    const balance = await UserBalance.query(db.knex).where({ userId }).first();
    expect(balance).toMatchObject({ aiMonthlyUsage: cost, aiMonthlyUsageMonth: "2026-11-01" });
  });

  it("releases a call that used nothing without a transaction", async () => {
    const { userId, authorId } = await authorWithBalance(1_000_000_000);
    const reservation = await reserveAiCall({ knex: db.knex, userId, price, maxInputTokens: 400, requestedOutputTokens: 1000, now: NOW });
    const settled = await settleAiCall({
      knex: db.knex,
      reservationId: reservation.id,
      userId,
      authorId,
      price,
      tool: "FREE_FORM",
      usage: { inputTokens: 0, outputTokens: 0 },
      now: NOW,
    });
    expect(settled).toMatchObject({ cost: 0 });
    expect((await ledger(userId)).transactions).toEqual([]);
  });

  it("still charges a call that settles after its reservation expired", async () => {
    const { userId, authorId } = await authorWithBalance(1_000_000_000);
    const reservation = await reserveAiCall({ knex: db.knex, userId, price, maxInputTokens: 400, requestedOutputTokens: 1000, now: NOW });
    const later = new Date(NOW.getTime() + RESERVATION_TTL_MS + 60_000);
    const settled = await settleAiCall({
      knex: db.knex,
      reservationId: reservation.id,
      userId,
      authorId,
      price,
      tool: "FREE_FORM",
      usage: { inputTokens: 10, outputTokens: 10 },
      now: later,
    });
    expect(settled?.cost).toBe(costOf(price, { inputTokens: 10, outputTokens: 10 }));
  });
});

describe("concurrent AI calls of one user", () => {
  it("never overspend: 100 calls at once against a balance that covers 5", async () => {
    const call = { inputTokens: 200, outputTokens: 500 };
    const perCall = costOf(price, call);
    const initial = 5 * perCall;
    const { userId, authorId } = await authorWithBalance(initial);

    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, async () => {
        const reservation = await reserveAiCall({
          knex: db.knex,
          userId,
          price,
          maxInputTokens: call.inputTokens,
          requestedOutputTokens: call.outputTokens,
          now: NOW,
        });
        return settleAiCall({ knex: db.knex, reservationId: reservation.id, userId, authorId, price, tool: "FREE_FORM", usage: call, now: NOW });
      }),
    );

    const served = outcomes.filter((outcome) => outcome.status === "fulfilled");
    const refused = outcomes.filter((outcome) => outcome.status === "rejected");
    expect(served).toHaveLength(5);
    expect(refused.every((outcome) => outcome.reason instanceof AiBalanceSpentError)).toBe(true);
    const { amount, transactions, usages } = await ledger(userId);
    expect(amount).toBe(0);
    expect(transactions).toHaveLength(5);
    expect(usages).toHaveLength(5);
    expect(transactions.reduce((sum, t) => sum + t.amount, 0)).toBe(initial);
    expect(new Set(usages.map((u) => u.balanceTransactionId)).size).toBe(5);
  });

  it("charge exactly what the balance lost when calls use less than they hold", async () => {
    const initial = 1_000_000;
    const { userId, authorId } = await authorWithBalance(initial);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, async (_, i) => {
        const reservation = await reserveAiCall({ knex: db.knex, userId, price, maxInputTokens: 300, requestedOutputTokens: 400, now: NOW });
        return settleAiCall({
          knex: db.knex,
          reservationId: reservation.id,
          userId,
          authorId,
          price,
          tool: "FREE_FORM",
          usage: { inputTokens: 50 + i, outputTokens: 100 + i },
          now: NOW,
        });
      }),
    );
    const { amount, transactions, usages } = await ledger(userId);
    expect(amount).toBeGreaterThanOrEqual(0);
    expect(transactions).toHaveLength(outcomes.filter((outcome) => outcome.status === "fulfilled").length);
    expect(transactions.reduce((sum, t) => sum + t.amount, 0)).toBe(initial - amount);
    expect(usages.reduce((sum, u) => sum + u.cost, 0)).toBe(initial - amount);
  });
});

describe("the database's reservation arithmetic", () => {
  it("caps and prices exactly as aiPrices.ts does, for every model and many budgets", async () => {
    let checked = 0;
    for (const model of AI_MODELS) {
      for (const [budget, input, asked] of [
        [1_000_000, 120, 400],
        [7_777_777, 3_001, 2_000],
        [123_456_789, 40_000, 10_000],
        [50_000_000_000, 1, 200_000],
      ] as const) {
        const { userId } = await authorWithBalance(budget);
        const expectedOutput = Math.min(asked, model.maxOutputTokens, affordableOutputTokens(model, input, budget));
        if (expectedOutput < Math.min(Math.min(asked, model.maxOutputTokens), 50)) {
          await expect(reserveAiCall({ knex: db.knex, userId, price: model, maxInputTokens: input, requestedOutputTokens: asked, now: NOW })).rejects.toThrow(
            AiBalanceSpentError,
          );
        } else {
          const reservation = await reserveAiCall({ knex: db.knex, userId, price: model, maxInputTokens: input, requestedOutputTokens: asked, now: NOW });
          expect(reservation.maxOutputTokens).toBe(expectedOutput);
          expect(reservation.amount).toBe(costOf(model, { inputTokens: input, outputTokens: expectedOutput }));
        }
        checked += 1;
      }
    }
    expect(checked).toBe(AI_MODELS.length * 4);
  });
});
