import { describe, expect, it } from "vitest";
import { checkDomainName } from "./domainName.ts";

const PLATFORM = ["storyloom.com", "localhost"];

describe("custom domain names", () => {
  it.each([
    ["Book.Example.COM", "book.example.com"],
    ["book.example.com.", "book.example.com"],
    ["  reader.example.org  ", "reader.example.org"],
    ["bücher.example", null],
    ["bücher.de", "xn--bcher-kva.de"],
    ["xn--bcher-kva.de", "xn--bcher-kva.de"],
    ["日本語.jp", "xn--wgv71a119e.jp"],
    ["my-book.co.uk", "my-book.co.uk"],
    ["123.example.com", "123.example.com"],
  ])("accepts %s as %s", (input, expected) => {
    const check = checkDomainName(input, PLATFORM);
    if (expected === null) expect(check.ok).toBe(false);
    else expect(check).toEqual({ ok: true, name: expected });
  });

  it.each([
    // IP literals in every notation.
    "127.0.0.1",
    "10.0.0.8",
    "127.1",
    "2130706433",
    "0x7f.0.0.1",
    "0x7f000001",
    "0177.0.0.1",
    "017700000001",
    "127.0.0.1.",
    "[::1]",
    "::1",
    "fe80::1%eth0",
    "[2001:db8::1]:443",
    "::ffff:127.0.0.1",
    // Not a name alone.
    "https://book.example.com",
    "book.example.com/path",
    "book.example.com:8080",
    "user@book.example.com",
    "book example.com",
    "*.example.com",
    "",
    // Internal and reserved names.
    "localhost",
    "app.localhost",
    "printer.local",
    "db.internal",
    "nas.lan",
    "router.home.arpa",
    "1.0.0.127.in-addr.arpa",
    "site.test",
    "site.invalid",
    "hidden.onion",
    "server.corp",
    "box.localdomain",
    // The platform itself.
    "storyloom.com",
    "evil.storyloom.com",
    "STORYLOOM.COM.",
    // Malformed names.
    "book",
    "book..example.com",
    "-book.example.com",
    "book-.example.com",
    "book.example.123",
    `${"a".repeat(64)}.example.com`,
    `${"a.".repeat(127)}com`,
    "bo_ok.example.com",
    "ab--cd.example.com",
    "xn--zz.example.com",
    // Mixed-script look-alikes: "раypal" with Cyrillic р and а, and as punycode.
    "раypal.com",
    "xn--ypal-43d9g.com",
  ])("refuses %j", (input) => {
    const check = checkDomainName(input, PLATFORM);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.reason).toMatch(/\.$/);
  });
});
