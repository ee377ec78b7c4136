import { afterEach, describe, expect, it, vi } from "vitest";
import { alreadySignedInDestination } from "./alreadySignedIn.ts";
import { submitSignIn } from "./signIn.ts";
import { customDomainTarget, formActionSourceFor, grantSite, siteFlowOf, siteSignInUrl, visitSite } from "./siteHandoff.ts";
import { apiAnswering, submittedForm, unreachable } from "./testApi.ts";

const PLATFORM = "http://localhost:8080";
const SITE_PAGE = "http://lantern.example:8080/chapter/2?x=1";
const START = `http://lantern.example:8080/api/auth/rt/start?redirectTo=${encodeURIComponent(SITE_PAGE)}`;
const CHALLENGE = "c".repeat(43);

/** The API as the storefront sees it: lantern.example is a live custom domain; grants are answered with `grant`. */
function api(calls: string[] = [], grant: () => Response = () => Response.json({ url: "http://lantern.example:8080/api/auth/rt?rt=code&state=s" })) {
  return apiAnswering((url, init) => {
    calls.push(`${init?.method ?? "GET"} ${url.pathname}${init?.body ? ` ${String(init.body)}` : ""}`);
    if (url.pathname === "/api/internal/sites/resolve") {
      return url.searchParams.get("host") === "lantern.example"
        ? Response.json({ kind: "book", bookId: 7 })
        : Response.json({ error: { code: "not_found", message: "No site." } }, { status: 404 });
    }
    if (url.pathname === "/api/v1/users/redirect-token") return grant();
    if (url.pathname === "/api/auth/csrf") return Response.json({ csrfToken: "csrf" });
    if (url.pathname === "/api/auth/callback/credentials") return Response.json({ url: SITE_PAGE });
    return new Response("unexpected", { status: 500 });
  });
}

const reader = {
  user: { id: 1, email: "r@example.com", profile: { id: 1 }, readerProfile: { id: 1, theme: "LIGHT" as const }, permissions: [] },
  expires: "2030-01-01T00:00:00.000Z",
};
const admin = { ...reader, user: { ...reader.user, permissions: ["ADMIN" as const] } };
const impersonation = { ...reader, user: { ...reader.user, adminId: 9 } };

describe("customDomainTarget", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("keeps a URL of a live custom domain", async () => {
    expect(await customDomainTarget(SITE_PAGE, PLATFORM, api())).toBe(SITE_PAGE);
  });

  it("refuses the platform itself, unknown or pending hosts, relative paths, other schemes and credentials", async () => {
    for (const raw of [`${PLATFORM}/read`, "http://elsewhere.example/", "/read", "javascript:alert(1)", "http://u:p@lantern.example/", null, ""]) {
      expect(await customDomainTarget(raw, PLATFORM, api()), String(raw)).toBeNull();
    }
  });

  it("refuses when the API cannot say", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await customDomainTarget(SITE_PAGE, PLATFORM, apiAnswering(unreachable))).toBeNull();
  });
});

describe("siteSignInUrl", () => {
  it("is the domain's own start of its flow, coming back to the page", () => {
    expect(siteSignInUrl(SITE_PAGE)).toBe(START);
  });
});

describe("visitSite (GET /auth/site)", () => {
  const flow = { target: SITE_PAGE, state: "s", codeChallenge: CHALLENGE };
  const here = `${PLATFORM}/auth/site?to=x`;

  it("keeps anything but a live domain on the platform", () => {
    expect(visitSite({ target: null, flow: null, session: reader, here })).toEqual({ redirect: "/read" });
  });

  it("asks a signed-out visitor to sign in first and come back to the consent page; a plain link just goes there", () => {
    expect(visitSite({ target: SITE_PAGE, flow, session: null, here })).toEqual({ redirect: `/auth/login?callbackUrl=${encodeURIComponent(here)}` });
    expect(visitSite({ target: SITE_PAGE, flow: null, session: null, here })).toEqual({ redirect: SITE_PAGE });
  });

  it("sends admins and impersonations to the domain signed out, never to a grant", () => {
    for (const session of [admin, impersonation]) {
      expect(visitSite({ target: SITE_PAGE, flow, session, here })).toEqual({ redirect: SITE_PAGE });
      expect(visitSite({ target: SITE_PAGE, flow: null, session, here })).toEqual({ redirect: SITE_PAGE });
    }
  });

  it("takes a reader's plain link through the domain's start, and shows a flow's consent page", () => {
    expect(visitSite({ target: SITE_PAGE, flow: null, session: reader, here })).toEqual({ redirect: START });
    expect(visitSite({ target: SITE_PAGE, flow, session: reader, here })).toEqual({ consent: flow });
  });
});

describe("siteFlowOf", () => {
  it("needs a state and an S256 challenge of the right shape", () => {
    expect(siteFlowOf({ state: "s", codeChallenge: CHALLENGE }, SITE_PAGE)).toEqual({ target: SITE_PAGE, state: "s", codeChallenge: CHALLENGE });
    for (const fields of [
      { state: null, codeChallenge: CHALLENGE },
      { state: "s", codeChallenge: "short" },
      { state: "<script>", codeChallenge: CHALLENGE },
    ]) {
      expect(siteFlowOf(fields, SITE_PAGE)).toBeNull();
    }
  });
});

describe("grantSite (the consent page's POST)", () => {
  const flow = { target: SITE_PAGE, state: "s", codeChallenge: CHALLENGE };

  it("posts the flow with the page's CSRF token and goes where the API says", async () => {
    const calls: string[] = [];
    expect(await grantSite(api(calls), flow, "page-token")).toEqual({ redirect: "http://lantern.example:8080/api/auth/rt?rt=code&state=s" });
    expect(calls).toEqual([
      `POST /api/v1/users/redirect-token ${JSON.stringify({ redirectTo: SITE_PAGE, state: "s", codeChallenge: CHALLENGE, csrfToken: "page-token" })}`,
    ]);
  });

  it("says why not when the API refuses, and when it cannot answer", async () => {
    const refusal = () => Response.json({ error: { code: "forbidden", message: "Admins … stay on the platform." } }, { status: 403 });
    expect(await grantSite(api([], refusal), flow, "t")).toEqual({ error: "Admins … stay on the platform.", status: 403 });
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await grantSite(apiAnswering(unreachable), flow, "t")).toEqual({
      error: "The platform could not answer just now. Try again in a moment.",
      status: 503,
    });
    vi.restoreAllMocks();
  });
});

describe("signing in for a custom domain", () => {
  it("signs in on the platform, then goes to the domain's start of its flow (no token is minted on the way)", async () => {
    const calls: string[] = [];
    const outcome = await submitSignIn(
      submittedForm({ email: "reader@example.com", password: "secret-pass", callbackUrl: SITE_PAGE }),
      api(calls),
      "credentials",
      { origin: PLATFORM, fallback: "/books" },
    );
    expect(outcome).toEqual({ redirect: START });
    expect(calls.some((call) => call.includes("/api/v1/users/redirect-token"))).toBe(false);
  });

  it("sends a reader already signed in on the platform to the domain's start, which asks their consent", () => {
    const url = new URL(`${PLATFORM}/auth/login?callbackUrl=${encodeURIComponent(SITE_PAGE)}`);
    expect(alreadySignedInDestination({ session: reader, method: "GET", url, origin: PLATFORM, fallback: "/books", siteTarget: SITE_PAGE })).toBe(START);
  });

  it("shows the form to a visitor who is not signed in", () => {
    const url = new URL(`${PLATFORM}/auth/login?callbackUrl=${encodeURIComponent(SITE_PAGE)}`);
    expect(alreadySignedInDestination({ session: null, method: "GET", url, origin: PLATFORM, fallback: "/books", siteTarget: SITE_PAGE })).toBeNull();
  });
});

describe("formActionSourceFor", () => {
  it("is the custom domain's origin, and nothing for the platform or junk", () => {
    expect(formActionSourceFor(SITE_PAGE, PLATFORM)).toBe("http://lantern.example:8080");
    expect(formActionSourceFor(`${PLATFORM}/books`, PLATFORM)).toBeNull();
    expect(formActionSourceFor("not a url", PLATFORM)).toBeNull();
  });
});
