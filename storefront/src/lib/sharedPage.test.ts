import { describe, expect, it } from "vitest";
import { markForSignedInReader } from "./sharedPage.ts";

describe("markForSignedInReader", () => {
  it("marks the html element of a copy, leaving the cached bytes alone", () => {
    const cached = Buffer.from('<!doctype html><html lang="en" data-theme="light"><head></head><body>Sign in</body></html>');
    const marked = markForSignedInReader(cached);
    expect(marked.toString()).toBe(
      '<!doctype html><html data-session="pending" data-shared lang="en" data-theme="light"><head></head><body>Sign in</body></html>',
    );
    expect(cached.toString()).not.toContain("data-session");
  });

  it("leaves a body without an html element as it is", () => {
    const text = Buffer.from("User-agent: *\nAllow: /\n");
    expect(markForSignedInReader(text)).toBe(text);
  });
});
