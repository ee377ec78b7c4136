import { describe, expect, it } from "vitest";
import { parseSetCookie } from "cookie";
import { createCookieJar, isDeletion, parseCookieHeader } from "./cookieJar.ts";

const NOW = Date.parse("2026-11-22T12:00:00Z");

describe("parseCookieHeader", () => {
  it("reads name=value pairs and keeps the first of a repeated name", () => {
    const cookies = parseCookieHeader("a=1; b=two%7Cthree; a=ignored; junk; =nameless");
    expect([...cookies]).toEqual([
      ["a", "1"],
      ["b", "two%7Cthree"],
    ]);
  });

  it("is empty without a header", () => {
    expect(parseCookieHeader(null).size).toBe(0);
  });
});

describe("isDeletion", () => {
  it("follows Max-Age before Expires", () => {
    expect(isDeletion(parseSetCookie("a=; Max-Age=0"), NOW)).toBe(true);
    expect(isDeletion(parseSetCookie("a=1; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=3600"), NOW)).toBe(false);
    expect(isDeletion(parseSetCookie("a=; Expires=Thu, 01 Jan 1970 00:00:00 GMT"), NOW)).toBe(true);
    expect(isDeletion(parseSetCookie("a=1; Path=/; HttpOnly"), NOW)).toBe(false);
  });
});

describe("createCookieJar", () => {
  it("sends what the browser sent, plus what the API set in this request", () => {
    const jar = createCookieJar("theme=dark; storyloom.session-token=old", () => NOW);
    jar.store(["storyloom.csrf-token=tok%7Csig; Path=/; HttpOnly; SameSite=Lax"]);
    jar.store(["storyloom.session-token=new; Path=/; Expires=Tue, 22 Dec 2026 12:00:00 GMT; HttpOnly"]);
    expect(jar.header()).toBe("theme=dark; storyloom.session-token=new; storyloom.csrf-token=tok%7Csig");
  });

  it("drops a cookie the API removes but still relays the removal to the browser", () => {
    const removal = "storyloom.session-token=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT";
    const jar = createCookieJar("storyloom.session-token=abc", () => NOW);
    jar.store([removal]);
    expect(jar.header()).toBe("");
    expect(jar.received()).toEqual([removal]);
  });
});
