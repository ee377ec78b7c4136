import { describe, expect, it } from "vitest";
import { isCrossSiteFormSubmission } from "./originCheck.ts";

const origin = "https://storyloom.example";
const form = "application/x-www-form-urlencoded";

describe("isCrossSiteFormSubmission", () => {
  it("lets reads through", () => {
    expect(isCrossSiteFormSubmission("GET", new Headers({ origin: "https://evil.example" }), origin)).toBe(false);
  });

  it("accepts a form posted from the page's own origin", () => {
    expect(isCrossSiteFormSubmission("POST", new Headers({ "content-type": form, origin }), origin)).toBe(false);
  });

  it("refuses a form posted from another site, over http, or without an Origin", () => {
    expect(isCrossSiteFormSubmission("POST", new Headers({ "content-type": form, origin: "https://evil.example" }), origin)).toBe(true);
    expect(isCrossSiteFormSubmission("POST", new Headers({ "content-type": form, origin: "http://storyloom.example" }), origin)).toBe(true);
    expect(isCrossSiteFormSubmission("POST", new Headers({ "content-type": "multipart/form-data; boundary=x" }), origin)).toBe(true);
    expect(isCrossSiteFormSubmission("POST", new Headers(), origin)).toBe(true);
  });

  it("leaves JSON bodies, which a form cannot send, to the endpoint", () => {
    expect(isCrossSiteFormSubmission("POST", new Headers({ "content-type": "application/json" }), origin)).toBe(false);
  });
});
