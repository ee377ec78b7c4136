import { describe, expect, it } from "vitest";
import { FRESH_MS, MAX_AGE_MS, createHealthProbe } from "./healthProbe.ts";
import type { HealthReading } from "./healthProbe.ts";

/** A probe whose answers the test gives, one at a time, and that counts how often it was asked. */
function controlledProbe() {
  const pending: Array<(reading: HealthReading) => void> = [];
  let asked = 0;
  return {
    probe: () => {
      asked += 1;
      return new Promise<HealthReading>((resolve) => pending.push(resolve));
    },
    answer(reading: HealthReading) {
      const next = pending.shift();
      if (!next) throw new Error("nothing was asked");
      next(reading);
    },
    asked: () => asked,
  };
}

const OK: HealthReading = { db: "ok", redis: "ok" };
const DB_DOWN: HealthReading = { db: "down", redis: "ok" };

/** A probe on a clock the test moves (`clock.now`), that has read OK once at time 0. */
async function probeThatReadOk() {
  const control = controlledProbe();
  const clock = { now: 0 };
  const health = createHealthProbe(control.probe, () => clock.now);
  const first = health.read();
  control.answer(OK);
  await first;
  return { control, clock, health };
}

describe("the shared health probe", () => {
  it("asks once for callers that come together, and gives each the same reading", async () => {
    const control = controlledProbe();
    let now = 0;
    const health = createHealthProbe(control.probe, () => now);
    const readings = [health.read(), health.read(), health.read()];
    expect(control.asked()).toBe(1);
    control.answer(OK);
    expect(await Promise.all(readings)).toEqual([OK, OK, OK]);
    now = FRESH_MS - 1;
    expect(await health.read()).toEqual(OK);
    expect(control.asked()).toBe(1);
  });

  it("answers at once with a reading up to MAX_AGE_MS old while a new probe runs, and the next caller gets the new one", async () => {
    const { control, clock, health } = await probeThatReadOk();
    clock.now = FRESH_MS;
    expect(await health.read()).toEqual(OK);
    expect(control.asked()).toBe(2);
    control.answer(DB_DOWN);
    await Promise.resolve();
    await Promise.resolve();
    expect(await health.read()).toEqual(DB_DOWN);
    expect(control.asked()).toBe(2);
  });

  it("makes a caller wait for a new probe when the last reading is MAX_AGE_MS old", async () => {
    const { control, clock, health } = await probeThatReadOk();
    clock.now = MAX_AGE_MS;
    let settled = false;
    const late = health.read().then((reading) => {
      settled = true;
      return reading;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    control.answer(DB_DOWN);
    expect(await late).toEqual(DB_DOWN);
  });
});
