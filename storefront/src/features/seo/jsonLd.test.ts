import { describe, expect, it } from "vitest";
import { buildAuthorJsonLd, buildBookJsonLd, buildSeriesJsonLd, serializeJsonLd } from "./jsonLd.ts";

const book = {
  url: "https://storyloom.test/book/the-lantern-road/12",
  title: "The Lantern Road",
  description: "A lamp goes out.",
  image: "https://storyloom.test/api/v1/files/images/a.webp",
  genre: "Epic Fantasy",
  author: { name: "Elena Marsh", url: "https://storyloom.test/author/elena-marsh/5" },
  rating: 4.666,
  reviewsCount: 3,
};

describe("buildBookJsonLd", () => {
  it("describes the book, its author and its rating", () => {
    expect(buildBookJsonLd(book)).toEqual({
      "@context": "https://schema.org",
      "@type": "Book",
      "@id": book.url,
      url: book.url,
      name: "The Lantern Road",
      author: { "@type": "Person", name: "Elena Marsh", url: "https://storyloom.test/author/elena-marsh/5" },
      image: book.image,
      description: "A lamp goes out.",
      genre: "Epic Fantasy",
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.7, reviewCount: 3, bestRating: 5, worstRating: 1 },
    });
  });

  it("leaves out a rating without reviews, a missing cover, genre and language", () => {
    const document = buildBookJsonLd({ ...book, rating: null, reviewsCount: 0, image: null, genre: null, inLanguage: null });
    expect(document).not.toHaveProperty("aggregateRating");
    expect(document).not.toHaveProperty("image");
    expect(document).not.toHaveProperty("genre");
    expect(document).not.toHaveProperty("inLanguage");
    expect(document).not.toHaveProperty("numberOfPages");
  });

  it("names the series the book is part of and its language when known", () => {
    const document = buildBookJsonLd({
      ...book,
      inLanguage: "en",
      series: { title: "Glass Orchard", url: "https://storyloom.test/collection/3", position: 2 },
    });
    expect(document).toMatchObject({
      inLanguage: "en",
      isPartOf: { "@type": "BookSeries", name: "Glass Orchard", url: "https://storyloom.test/collection/3" },
      position: 2,
    });
  });
});

describe("buildSeriesJsonLd and buildAuthorJsonLd", () => {
  it("lists a series' books in order", () => {
    const document = buildSeriesJsonLd({
      url: "https://glass.example/",
      title: "Glass Orchard",
      description: "",
      image: null,
      author: { name: null, url: "https://glass.example/about-author" },
      books: [
        { title: "One", url: "https://glass.example/book/one/1" },
        { title: "Two", url: "https://glass.example/book/two/2" },
      ],
    });
    expect(document).toMatchObject({
      "@type": "BookSeries",
      author: { name: "Anonymous author" },
      hasPart: [
        { name: "One", position: 1 },
        { name: "Two", position: 2 },
      ],
    });
    expect(document).not.toHaveProperty("description");
  });

  it("describes an author with their other profiles", () => {
    expect(buildAuthorJsonLd({ url: "https://s.test/author/a/1", name: "A", description: "", image: null, sameAs: ["https://a.example"] })).toMatchObject({
      "@type": "ProfilePage",
      mainEntity: { "@type": "Person", name: "A", sameAs: ["https://a.example"] },
    });
  });
});

describe("serializeJsonLd", () => {
  it("cannot be closed by text inside it", () => {
    const json = serializeJsonLd({ name: "</script><script>alert(1)</script> & \u2028" });
    expect(json).not.toContain("<");
    expect(json).not.toContain(">");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script> & \u2028" });
  });
});
