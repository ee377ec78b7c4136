import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseForm, readArray, readBoolean, readInteger, readMetadata, readObjectArray, requireString } from "./stripeForm.ts";
import { addInterval } from "./stripeObjects.ts";
import { signStripePayload } from "./stripeWebhooks.ts";

const at = (iso: string): number => Date.parse(iso) / 1000;

describe("parseForm", () => {
  it("reads bracket notation into hashes and arrays, as the SDK encodes them", () => {
    const form = parseForm(
      "mode=payment&line_items[0][price_data][unit_amount]=500&line_items[0][price_data][product_data][name]=Chapter%201&line_items[0][quantity]=2&line_items[1][price]=price_1&metadata[bookId]=1&expand[0]=payment_intent",
    );
    expect(form).toEqual({
      mode: "payment",
      line_items: { "0": { price_data: { unit_amount: "500", product_data: { name: "Chapter 1" } }, quantity: "2" }, "1": { price: "price_1" } },
      metadata: { bookId: "1" },
      expand: { "0": "payment_intent" },
    });
    expect(readArray(form, "expand")).toEqual(["payment_intent"]);
    expect(readObjectArray(form, "line_items")?.map((entry) => entry.param)).toEqual(["line_items[0]", "line_items[1]"]);
  });

  it("appends `[]` values, decodes encoded brackets, `+` and reserved characters", () => {
    const form = parseForm("expand%5B%5D=subscription&expand[]=customer&metadata%5Bnote%5D=a%26b%3Dc+%5Bx%5D+%C3%A9");
    expect(form).toEqual({ expand: ["subscription", "customer"], metadata: { note: "a&b=c [x] é" } });
  });

  it("answers bad values with Stripe's messages and params", () => {
    const form = parseForm("amount=12.5&active=yes&line_items[0][price]=p&metadata[a]=");
    expect(() => readInteger(form, "amount")).toThrow("Invalid integer: 12.5");
    expect(() => readBoolean(form, "active")).toThrow("Invalid boolean: yes");
    expect(() => requireString(form, "currency")).toThrow("Missing required param: currency.");
    expect(() => parseForm("a[b=1")).toThrow("Invalid parameter name: a[b");
  });

  it("empties a metadata key with an empty value and all of them with an empty hash", () => {
    expect(readMetadata(parseForm("metadata[a]=&metadata[c]=3"), "metadata", { a: "1", b: "2" })).toEqual({ b: "2", c: "3" });
    expect(readMetadata(parseForm("metadata="), "metadata", { a: "1" })).toEqual({});
    expect(readMetadata(parseForm(""), "metadata", { a: "1" })).toEqual({ a: "1" });
    expect(() => readMetadata(parseForm(`metadata[k]=${"x".repeat(501)}`))).toThrow(/at most 500 characters/);
  });
});

describe("addInterval", () => {
  it("keeps the anchor's day, clamped to shorter months", () => {
    const anchor = at("2026-01-31T12:00:00Z");
    expect(addInterval(anchor, "month", 1)).toBe(at("2026-02-28T12:00:00Z"));
    expect(addInterval(anchor, "month", 2)).toBe(at("2026-03-31T12:00:00Z"));
    expect(addInterval(anchor, "month", 13)).toBe(at("2027-02-28T12:00:00Z"));
  });

  it("counts days, weeks and years, a leap day landing on Feb 28", () => {
    expect(addInterval(at("2026-03-01T00:00:00Z"), "day", 1)).toBe(at("2026-03-02T00:00:00Z"));
    expect(addInterval(at("2026-03-01T00:00:00Z"), "week", 2)).toBe(at("2026-03-15T00:00:00Z"));
    expect(addInterval(at("2028-02-29T08:30:00Z"), "year", 1)).toBe(at("2029-02-28T08:30:00Z"));
    expect(addInterval(at("2028-02-29T08:30:00Z"), "year", 4)).toBe(at("2032-02-29T08:30:00Z"));
  });
});

describe("signStripePayload", () => {
  it("signs `t.body` with HMAC-SHA256 of the secret, as Stripe-Signature carries it", () => {
    const expected = createHmac("sha256", "whsec_x").update('1700000000.{"id":"evt_1"}').digest("hex");
    expect(signStripePayload('{"id":"evt_1"}', "whsec_x", 1_700_000_000)).toBe(`t=1700000000,v1=${expected}`);
  });
});
