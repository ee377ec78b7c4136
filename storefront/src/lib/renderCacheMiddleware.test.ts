import { describe, expect, it, vi } from "vitest";
import type { CachedPage, RenderCache } from "./renderCache.ts";
import { keepRenderedPage, visitRenderCache } from "./renderCacheMiddleware.ts";
import type { RenderedPage } from "./renderCacheMiddleware.ts";

const origin = "http://localhost:8080";
const url = new URL(`${origin}/book/the-lamp/12/chapter/1`);
const page = (sharedWithSignedIn: boolean): CachedPage => ({
  status: 200,
  headers: [["content-type", "text/html"]],
  body: Buffer.from("<p>cached</p>"),
  sharedWithSignedIn,
});

/** A cache that answers `found` to every lookup and records what it was asked to keep. */
function fakeCache(found: Awaited<ReturnType<RenderCache["lookup"]>>) {
  const stored: Array<{ key: string; clock: string; page: CachedPage; tags: readonly string[] }> = [];
  const cache: RenderCache = {
    lookup: vi.fn(async () => found),
    store: vi.fn(async (key: string, clock: string, kept: CachedPage, tags: readonly string[]) => {
      stored.push({ key, clock, page: kept, tags });
      return true;
    }),
  };
  return { cache, stored };
}

describe("visitRenderCache", () => {
  it("serves a fresh page to an anonymous reader", async () => {
    const { cache } = fakeCache({ kind: "hit", page: page(false) });
    const visit = await visitRenderCache(cache, "GET", origin, url, false);
    expect(visit).toEqual({ status: "hit", page: page(false) });
  });

  it("serves a signed-in reader only a page shared with signed-in readers", async () => {
    expect((await visitRenderCache(fakeCache({ kind: "hit", page: page(true) }).cache, "GET", origin, url, true)).status).toBe("hit");
    expect(await visitRenderCache(fakeCache({ kind: "hit", page: page(false) }).cache, "GET", origin, url, true)).toEqual({
      status: "miss",
      key: `${origin}${url.pathname}`,
      clock: "0",
      isSignedIn: true,
    });
  });

  it("looks up nothing for other methods, uncacheable URLs, or without a cache", async () => {
    const { cache } = fakeCache({ kind: "miss", clock: "5" });
    expect((await visitRenderCache(cache, "POST", origin, url, false)).status).toBe("bypass");
    const withToken = new URL(`${url.href}?rt=abc`);
    expect((await visitRenderCache(cache, "GET", origin, withToken, false)).status).toBe("bypass");
    expect((await visitRenderCache(null, "GET", origin, url, false)).status).toBe("bypass");
    expect(cache.lookup).not.toHaveBeenCalled();
  });

  it("renders as usual when Redis is unavailable", async () => {
    expect((await visitRenderCache(fakeCache({ kind: "unavailable" }).cache, "GET", origin, url, false)).status).toBe("bypass");
  });
});

describe("keepRenderedPage", () => {
  const rendered =
    (overrides: Partial<RenderedPage> = {}): (() => RenderedPage) =>
    () => ({
      method: "GET",
      cacheable: true,
      sharedWithSignedIn: true,
      cacheTags: ["book:12"],
      setCookies: [],
      isSessionUnavailable: false,
      ...overrides,
    });
  const html = (headers: Record<string, string> = {}) => new Response("<p>fresh</p>", { status: 200, headers: { "content-type": "text/html", ...headers } });
  const miss = { status: "miss", key: `${origin}${url.pathname}`, clock: "7", isSignedIn: false } as const;

  it("keeps a cacheable page rendered for an anonymous reader, with its tags and the lookup's clock", async () => {
    const { cache, stored } = fakeCache({ kind: "miss", clock: "7" });
    const answer = await keepRenderedPage(cache, miss, html(), rendered());
    expect(await answer.text()).toBe("<p>fresh</p>");
    expect(stored).toEqual([
      {
        key: miss.key,
        clock: "7",
        page: { status: 200, headers: [["content-type", "text/html"]], body: Buffer.from("<p>fresh</p>"), sharedWithSignedIn: true },
        tags: ["host:localhost", "book:12"],
      },
    ]);
  });

  it("keeps nothing the page did not call cacheable, nor what set a cookie, nor a signed-in render", async () => {
    for (const [visit, response, page] of [
      [miss, html(), rendered({ cacheable: false })],
      [miss, html(), rendered({ setCookies: ["session=renewed"] })],
      [miss, html({ "set-cookie": "a=b" }), rendered()],
      [miss, html(), rendered({ isSessionUnavailable: true })],
      [miss, html(), rendered({ method: "HEAD" })],
      [miss, html(), rendered({ cacheTags: ["not a tag"] })],
      [{ ...miss, isSignedIn: true }, html(), rendered()],
      [miss, new Response("gone", { status: 404, headers: { "content-type": "text/html" } }), rendered()],
    ] as const) {
      const { cache, stored } = fakeCache({ kind: "miss", clock: "7" });
      const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
      const answer = await keepRenderedPage(cache, visit, response, page);
      quiet.mockRestore();
      expect(stored).toEqual([]);
      expect(answer.status).toBe(response.status);
    }
  });

  it("answers the rendered page untouched after a bypass", async () => {
    const { cache, stored } = fakeCache({ kind: "miss", clock: "7" });
    const response = html();
    expect(await keepRenderedPage(cache, { status: "bypass" }, response, rendered())).toBe(response);
    expect(stored).toEqual([]);
  });
});
