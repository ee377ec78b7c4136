import { afterEach, describe, expect, it, vi } from "vitest";
import { alreadySignedInDestination } from "./alreadySignedIn.ts";
import { submitSignIn } from "./signIn.ts";
import { customDomainTarget, formActionSourceFor, handoffUrl } from "./siteHandoff.ts";
import { apiAnswering, submittedForm, unreachable } from "./testApi.ts";

const PLATFORM = "http://localhost:8080";
const SITE_PAGE = "http://lantern.example:8080/chapter/2?x=1";

/** The API as the storefront sees it: lantern.example is a book's custom domain, redirect tokens are issued. */
function api(calls: string[] = []) {
  return apiAnswering((url, init) => {
    calls.push(`${init?.method ?? "GET"} ${url.pathname}`);
    if (url.pathname === "/api/internal/sites/resolve") {
      return url.searchParams.get("host") === "lantern.example"
        ? Response.json({ kind: "book", bookId: 7 })
        : Response.json({ error: { code: "not_found", message: "No site." } }, { status: 404 });
    }
    if (url.pathname === "/api/v1/users/redirect-token") return Response.json({ token: "tok", url: `${SITE_PAGE}&rt=tok` });
    if (url.pathname === "/api/auth/csrf") return Response.json({ csrfToken: "csrf" });
    if (url.pathname === "/api/auth/callback/credentials") return Response.json({ url: SITE_PAGE });
    return new Response("unexpected", { status: 500 });
  });
}

const session = { user: { id: 1, email: "r@example.com", profile: { id: 1 }, readerProfile: { id: 1, theme: "LIGHT" as const }, permissions: [] }, expires: "2030-01-01T00:00:00.000Z" };

describe("customDomainTarget", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("keeps a URL of a registered custom domain", async () => {
    expect(await customDomainTarget(SITE_PAGE, PLATFORM, api())).toBe(SITE_PAGE);
  });

  it("refuses the platform itself, unknown hosts, relative paths, other schemes and credentials", async () => {
    for (const raw of [`${PLATFORM}/read`, "http://elsewhere.example/", "/read", "javascript:alert(1)", "http://u:p@lantern.example/", null, ""]) {
      expect(await customDomainTarget(raw, PLATFORM, api()), String(raw)).toBeNull();
    }
  });

  it("refuses when the API cannot say", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await customDomainTarget(SITE_PAGE, PLATFORM, apiAnswering(unreachable))).toBeNull();
  });
});

describe("handoffUrl", () => {
  it("is the target with a redirect token", async () => {
    expect(await handoffUrl(api(), SITE_PAGE)).toBe(`${SITE_PAGE}&rt=tok`);
  });

  it("is the target itself when no token can be had", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await handoffUrl(apiAnswering(unreachable), SITE_PAGE)).toBe(SITE_PAGE);
  });
});

describe("signing in for a custom domain", () => {
  it("signs in on the platform, then goes to the custom domain's page through the rt exchange", async () => {
    const calls: string[] = [];
    const outcome = await submitSignIn(
      submittedForm({ email: "reader@example.com", password: "secret-pass", callbackUrl: SITE_PAGE }),
      api(calls),
      "credentials",
      { origin: PLATFORM, fallback: "/books" },
    );
    expect(outcome).toEqual({ redirect: `${SITE_PAGE}&rt=tok` });
    expect(calls).toContain("POST /api/v1/users/redirect-token");
  });

  it("sends a reader already signed in on the platform straight back, signed in", async () => {
    const url = new URL(`${PLATFORM}/auth/login?callbackUrl=${encodeURIComponent(SITE_PAGE)}`);
    const destination = await alreadySignedInDestination({ session, method: "GET", url, origin: PLATFORM, fallback: "/books", api: api(), siteTarget: SITE_PAGE });
    expect(destination).toBe(`${SITE_PAGE}&rt=tok`);
  });

  it("shows the form to a visitor who is not signed in", async () => {
    const url = new URL(`${PLATFORM}/auth/login?callbackUrl=${encodeURIComponent(SITE_PAGE)}`);
    expect(await alreadySignedInDestination({ session: null, method: "GET", url, origin: PLATFORM, fallback: "/books", api: api(), siteTarget: SITE_PAGE })).toBeNull();
  });
});

describe("formActionSourceFor", () => {
  it("is the custom domain's origin, and nothing for the platform or junk", () => {
    expect(formActionSourceFor(SITE_PAGE, PLATFORM)).toBe("http://lantern.example:8080");
    expect(formActionSourceFor(`${PLATFORM}/books`, PLATFORM)).toBeNull();
    expect(formActionSourceFor("not a url", PLATFORM)).toBeNull();
  });
});
