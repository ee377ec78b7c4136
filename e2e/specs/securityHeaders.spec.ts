import { expect, test } from "@playwright/test";
import type { APIResponse } from "@playwright/test";
import { CspViolations } from "../pages/ContentSecurity.ts";
import { storefrontFirstScreens, studioAdminScreens, studioAuthorScreens } from "../pages/firstScreens.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { StudioShell } from "../pages/StudioShell.ts";

const author = { email: "author@storyloom.test", password: "storyloom-author" };
const admin = { email: "admin@storyloom.test", password: "storyloom-admin" };

/** One directive of a response's Content-Security-Policy, e.g. "script-src http://…/_astro/ 'sha256-…'". */
function directive(response: APIResponse, name: string): string | undefined {
  const policy = response.headers()["content-security-policy"] ?? "";
  return policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part === name || part.startsWith(`${name} `));
}

for (const path of storefrontFirstScreens) {
  test(`storefront ${path} loads nothing its Content-Security-Policy blocks`, async ({ page }) => {
    const csp = new CspViolations(page);
    await csp.watch();

    await csp.visit(path);

    expect(await csp.take()).toEqual([]);
  });
}

test("studio screens and a signed-in storefront load nothing their Content-Security-Policy blocks", async ({ page }) => {
  const csp = new CspViolations(page);
  const login = new LoginPage(page);
  const studio = new StudioShell(page);
  await csp.watch();
  await login.goto();
  await login.signIn(author.email, author.password);
  await expect(studio.navigation()).toBeVisible();
  const violations = await csp.take();

  for (const path of [...studioAuthorScreens, "/", "/bookshelf"]) {
    await csp.visit(path);
    if (studioAuthorScreens.includes(path)) await expect(studio.navigation()).toBeVisible();
    violations.push(...(await csp.take()));
  }

  expect(violations).toEqual([]);
});

test("the studio's admin area loads nothing its Content-Security-Policy blocks", async ({ page }) => {
  const csp = new CspViolations(page);
  const adminLogin = new LoginPage(page, "/auth/adminLogin");
  const studio = new StudioShell(page);
  await csp.watch();
  await adminLogin.goto();
  await adminLogin.signIn(admin.email, admin.password);
  await expect(studio.navigation()).toBeVisible();
  const violations = await csp.take();

  for (const path of studioAdminScreens) {
    await csp.visit(path);
    await expect(page.getByRole("table")).toBeVisible();
    violations.push(...(await csp.take()));
  }

  expect(violations).toEqual([]);
});

test("the heat-map script is refused on a host that does not load it, in storefront and studio", async ({ page }) => {
  const csp = new CspViolations(page);
  const login = new LoginPage(page);
  const studio = new StudioShell(page);
  await csp.watch();
  const reported: string[] = [];
  const reportedSoFar = async () => {
    reported.push(...(await csp.take()));
    return reported.join("\n");
  };
  await csp.visit("/read");

  await csp.injectScript("/analytics/heatmap.js");

  await expect.poll(reportedSoFar).toMatch(/\/read: .*script-src.* blocked http:\/\/[^ ]+\/analytics\/heatmap\.js/);

  reported.length = 0;
  await login.goto();
  await login.signIn(author.email, author.password);
  await expect(studio.navigation()).toBeVisible();
  await csp.take();

  await csp.injectScript("/analytics/heatmap.js");

  await expect.poll(reportedSoFar).toMatch(/\/books: .*script-src.* blocked http:\/\/[^ ]+\/analytics\/heatmap\.js/);
});

for (const [frontEnd, path, scriptPath] of [
  ["storefront", "/auth/login", "/_astro/"],
  ["studio", "/books", "/studio/"],
] as const) {
  test(`a ${frontEnd} page sends its Content-Security-Policy, framing and feature headers`, async ({ request }) => {
    const response = await request.get(path);

    expect(response.status()).toBe(200);
    expect(directive(response, "default-src")).toBe("default-src 'none'");
    expect(directive(response, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(response, "base-uri")).toBe("base-uri 'none'");
    const scriptSrc = directive(response, "script-src") ?? "";
    expect(scriptSrc).toMatch(new RegExp(`^script-src http://[^ ]+${scriptPath}( |$)`));
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'self'");
    expect(scriptSrc).not.toContain("heatmap");
    expect(directive(response, "style-src")).not.toContain("'unsafe-inline'");
    const headers = response.headers();
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["permissions-policy"]).toContain("camera=(), ");
    expect(headers["permissions-policy"]).toContain("geolocation=(), ");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    // HSTS belongs to https only; this stack serves plain http.
    expect(headers["strict-transport-security"]).toBeUndefined();
  });
}
