import { describe, expect, it } from "vitest";
import { readerEpubHref } from "./epubDownload.ts";

describe("readerEpubHref", () => {
  it("links the download when the book has an EPUB and every chapter is open to the reader", () => {
    expect(readerEpubHref({ id: 7, hasEpub: true }, [{ access: "free" }, { access: "bought" }, { access: "subscribed" }])).toBe(
      "/api/v1/readers/books/7/download/epub",
    );
  });

  it("offers nothing while a chapter is locked, the book has no EPUB, or nothing is published", () => {
    expect(readerEpubHref({ id: 7, hasEpub: true }, [{ access: "free" }, { access: "locked" }])).toBeNull();
    expect(readerEpubHref({ id: 7, hasEpub: false }, [{ access: "bought" }])).toBeNull();
    expect(readerEpubHref({ id: 7, hasEpub: true }, [])).toBeNull();
  });
});
