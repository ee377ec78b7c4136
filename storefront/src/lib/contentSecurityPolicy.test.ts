import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { NON_PAGE_POLICY, PAGE_DIRECTIVES, PERMISSIONS_POLICY, pageScriptSources } from "./contentSecurityPolicy.ts";

describe("pageScriptSources", () => {
  it("allows Astro's bundles only, not all of the origin, on a page without the heat-map", () => {
    expect(pageScriptSources("https://storyloom.example", false)).toEqual(["https://storyloom.example/_astro/"]);
  });

  it("adds the heat-map script on the pages that include it", () => {
    expect(pageScriptSources("https://storyloom.example", true)).toEqual([
      "https://storyloom.example/_astro/",
      "https://storyloom.example/analytics/heatmap.js",
    ]);
  });

  it("falls back to 'self' for a Host that is not a plain host name", () => {
    expect(pageScriptSources("https://evil.example; script-src *", false)).toEqual(["'self'"]);
  });
});

describe("the storefront's policies", () => {
  it("forbid framing, plugins, base rewriting and inline code in every answer", () => {
    for (const policy of [PAGE_DIRECTIVES.join("; "), NON_PAGE_POLICY]) {
      expect(policy).toContain("default-src 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("base-uri 'none'");
      expect(policy).not.toContain("unsafe-inline");
    }
  });

  it("turn off the powerful features the product does not use", () => {
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    }
  });

  it("match the Permissions-Policy the gateway sends for the studio", () => {
    const caddyfile = readFileSync(new URL("../../../Caddyfile", import.meta.url), "utf8");
    expect(caddyfile).toContain(`Permissions-Policy "${PERMISSIONS_POLICY}"`);
  });
});
