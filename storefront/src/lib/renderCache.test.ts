import { describe, expect, it } from "vitest";
import { isStorableResponse, pageKeyOf, processRenderCache, responseOfCachedPage, storedHeadersOf, tagsToStore } from "./renderCache.ts";

const key = (href: string, origin = new URL(href).origin) => pageKeyOf(origin, new URL(href));

describe("pageKeyOf", () => {
  it("keys a page by origin, path and query", () => {
    expect(key("http://localhost:8080/book/the-lamp/12")).toBe("http://localhost:8080/book/the-lamp/12");
    expect(pageKeyOf("https://Lamp.Example", new URL("http://127.0.0.1:4321/chapter/3"))).toBe("https://lamp.example/chapter/3");
  });

  it("sorts the known parameters, so one page has one key", () => {
    expect(key("http://localhost:8080/read?sort=new&page=2&genreId=4")).toBe("http://localhost:8080/read?genreId=4&page=2&sort=new");
    expect(key("http://localhost:8080/read?page=2&sort=new")).toBe(key("http://localhost:8080/read?sort=new&page=2"));
  });

  it("leaves campaign parameters out of the key", () => {
    expect(key("http://localhost:8080/book/x/1?utm_source=mail&fbclid=abc")).toBe("http://localhost:8080/book/x/1");
  });

  it("does not cache a URL with a parameter no page reads, or with one twice", () => {
    expect(key("http://localhost:8080/book/x/1?rt=token")).toBeNull();
    expect(key("http://localhost:8080/read?x=1")).toBeNull();
    expect(key("http://localhost:8080/read?page=1&page=2")).toBeNull();
  });

  it("does not cache for a malformed host or an overlong URL", () => {
    expect(pageKeyOf("http://bad host", new URL("http://localhost/read"))).toBeNull();
    expect(key(`http://localhost:8080/${"a".repeat(1100)}`)).toBeNull();
  });
});

describe("tagsToStore", () => {
  it("keeps the page's tags once each, with its host's", () => {
    expect(tagsToStore("https://lamp.example/chapter/1", ["book:12", "author:3", "book:12", "catalogue"])).toEqual([
      "host:lamp.example",
      "book:12",
      "author:3",
      "catalogue",
    ]);
  });

  it("refuses a page that wrote something that is not a tag", () => {
    expect(tagsToStore("http://localhost:8080/book/x/1", ["book:12", "book 12"])).toBeNull();
    expect(tagsToStore("http://localhost:8080/book/x/1", ["chapter:4"])).toBeNull();
  });
});

describe("what an answer keeps and replays", () => {
  const html = (init: ResponseInit = {}) => new Response("<p>x</p>", { status: 200, headers: { "content-type": "text/html; charset=utf-8" }, ...init });

  it("keeps a 200 text page that sets no cookie", () => {
    expect(isStorableResponse(html())).toBe(true);
    expect(isStorableResponse(new Response("<urlset/>", { headers: { "content-type": "application/xml" } }))).toBe(true);
    expect(isStorableResponse(html({ status: 404, headers: { "content-type": "text/html" } }))).toBe(false);
    expect(isStorableResponse(html({ headers: { "content-type": "text/html", "set-cookie": "a=b" } }))).toBe(false);
    expect(isStorableResponse(new Response("x", { headers: { "content-type": "image/png" } }))).toBe(false);
  });

  it("replays the page's content headers, never its cookies or request id", () => {
    const headers = new Headers({
      "content-type": "text/html",
      "content-security-policy": "default-src 'self'",
      "set-cookie": "a=b",
      "x-request-id": "r1",
      "cache-control": "private, no-cache",
    });
    expect(storedHeadersOf(headers)).toEqual([
      ["cache-control", "private, no-cache"],
      ["content-security-policy", "default-src 'self'"],
      ["content-type", "text/html"],
    ]);
  });

  it("answers a cached page, without its body to a HEAD", async () => {
    const page = {
      status: 200,
      headers: [["content-type", "text/html"]] satisfies Array<[string, string]>,
      body: Buffer.from("<p>cached</p>"),
      sharedWithSignedIn: false,
    };
    const get = responseOfCachedPage(page, "GET");
    expect(get.headers.get("content-type")).toBe("text/html");
    expect(await get.text()).toBe("<p>cached</p>");
    expect(await responseOfCachedPage(page, "HEAD").text()).toBe("");
  });
});

describe("processRenderCache", () => {
  it("is off without a build id (astro dev, tests)", () => {
    expect(processRenderCache({ redisUrl: "redis://127.0.0.1:6379", redisPrefix: "x:", buildId: undefined })).toBeNull();
  });
});
