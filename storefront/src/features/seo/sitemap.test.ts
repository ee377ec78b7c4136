import { describe, expect, it } from "vitest";
import { SITEMAP_URL_CAP, bookDomainSitemapEntries, buildSitemapXml, collectPages, platformSitemapEntries, seriesDomainSitemapEntries } from "./sitemap.ts";

describe("buildSitemapXml", () => {
  it("writes each URL once, escaped, with its date", () => {
    const xml = buildSitemapXml([
      { loc: "https://s.test/read?sort=new&page=2" },
      { loc: "https://s.test/book/a/1", lastmod: "2026-03-04T10:00:00.000Z" },
      { loc: "https://s.test/book/a/1" },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<loc>https://s.test/read?sort=new&amp;page=2</loc>");
    expect(xml).toContain("<url><loc>https://s.test/book/a/1</loc><lastmod>2026-03-04</lastmod></url>");
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it("stops at the protocol's cap", () => {
    const entries = Array.from({ length: SITEMAP_URL_CAP + 10 }, (_, i) => ({ loc: `https://s.test/${i}` }));
    expect(buildSitemapXml(entries).match(/<url>/g)).toHaveLength(SITEMAP_URL_CAP);
  });
});

describe("collectPages", () => {
  const list = Array.from({ length: 250 }, (_, i) => i);
  const fetchPage = async (page: number, pageSize: number) => ({
    items: list.slice((page - 1) * pageSize, page * pageSize),
    total: list.length,
    page,
    pageSize,
  });

  it("reads every page of the list", async () => {
    expect(await collectPages(fetchPage, 10_000)).toEqual(list);
  });

  it("stops asking once it has enough", async () => {
    const asked: number[] = [];
    const items = await collectPages(async (page, pageSize) => {
      asked.push(page);
      return fetchPage(page, pageSize);
    }, 120);
    expect(items).toHaveLength(120);
    expect(asked).toEqual([1, 2]);
  });
});

describe("the sitemaps of each kind of host", () => {
  it("lists the platform's reader home, books, collections and authors", () => {
    const entries = platformSitemapEntries({
      origin: "https://s.test",
      books: [
        { id: 1, slug: "one", publishedAt: "2026-01-01T00:00:00Z", lastChapterPublishedAt: "2026-02-01T00:00:00Z", author: { id: 5, name: "Elena Marsh" } },
        { id: 2, slug: "two", publishedAt: null, lastChapterPublishedAt: null, author: { id: 5, name: "Elena Marsh" } },
      ],
      series: [{ id: 3 }],
      authorSlug: (name) => (name ?? "author").toLowerCase().replace(/ /g, "-"),
    });
    const xml = buildSitemapXml(entries);
    for (const path of ["/read", "/collection", "/book/one/1", "/book/two/2", "/collection/3", "/author/elena-marsh/5"]) {
      expect(xml).toContain(`<loc>https://s.test${path}</loc>`);
    }
    expect(xml.match(/author\/elena-marsh\/5/g)).toHaveLength(1);
  });

  it("lists a book domain's own pages and free chapters", () => {
    const entries = bookDomainSitemapEntries("https://lantern.example", { id: 1, slug: "one", freeChaptersCount: 2, lastChapterPublishedAt: null }, 3);
    expect(entries.map((entry) => entry.loc)).toEqual([
      "https://lantern.example/",
      "https://lantern.example/table-contents",
      "https://lantern.example/about-author",
      "https://lantern.example/reviews",
      "https://lantern.example/collection/3",
      "https://lantern.example/chapter/1",
      "https://lantern.example/chapter/2",
    ]);
  });

  it("lists a series domain's books and their free chapters", () => {
    const entries = seriesDomainSitemapEntries("https://glass.example", [{ id: 4, slug: "four", freeChaptersCount: 1, lastChapterPublishedAt: null }]);
    expect(entries.map((entry) => entry.loc)).toContain("https://glass.example/book/four/4");
    expect(entries.map((entry) => entry.loc)).toContain("https://glass.example/book/four/4/chapter/1");
    expect(entries.map((entry) => entry.loc)).not.toContain("https://glass.example/book/four/4/chapter/2");
  });
});
