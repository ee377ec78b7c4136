import { describe, expect, it } from "vitest";
import { hostnameOf, isPlatformHost } from "./hosts.ts";

describe("hostnameOf", () => {
  it.each([
    ["Storyloom.Example:8080", "storyloom.example"],
    [" book.example. ", "book.example"],
    ["book.example.:443", "book.example"],
    ["[::1]:4321", "[::1]"],
    ["[2001:DB8::1]", "[2001:db8::1]"],
    ["::1", "::1"],
    ["localhost", "localhost"],
  ])("reads %j as %j", (host, hostname) => {
    expect(hostnameOf(host)).toBe(hostname);
  });
});

describe("isPlatformHost", () => {
  const publicUrl = "https://Storyloom.Example";

  it("is PUBLIC_URL's host and the loopback names", () => {
    for (const hostname of ["storyloom.example", "localhost", "127.0.0.1", "[::1]", "::1"]) {
      expect(isPlatformHost(hostname, publicUrl)).toBe(true);
    }
  });

  it("is not a custom domain nor a subdomain of the platform", () => {
    expect(isPlatformHost("book.example", publicUrl)).toBe(false);
    expect(isPlatformHost("evil.storyloom.example", publicUrl)).toBe(false);
  });
});
