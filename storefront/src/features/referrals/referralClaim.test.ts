import { describe, expect, it } from "vitest";
import { BOOK_KEY, REFERRER_KEY, keepReferral, referralOfUrl, storedReferral } from "./referralClaim.ts";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("a referral link", () => {
  it("is ?ref={authorId}, with the book of a book's address", () => {
    expect(referralOfUrl(new URL("https://storyloom.test/book/the-lantern-road/7?ref=12"))).toEqual({ referrerAuthorId: 12, bookId: 7 });
    expect(referralOfUrl(new URL("https://storyloom.test/book/the-lantern-road/7/chapter/3?ref=12"))).toEqual({ referrerAuthorId: 12, bookId: 7 });
    expect(referralOfUrl(new URL("https://storyloom.test/read?ref=12"))).toEqual({ referrerAuthorId: 12, bookId: null });
    expect(referralOfUrl(new URL("https://storyloom.test/read?ref=0"))).toBeNull();
    expect(referralOfUrl(new URL("https://storyloom.test/read?ref=abc"))).toBeNull();
    expect(referralOfUrl(new URL("https://storyloom.test/read"))).toBeNull();
  });

  it("is kept under the keys of docs/product.md (Constants and limits), the latest link winning, and read back for the checkout", () => {
    const storage = memoryStorage();
    keepReferral(new URL("https://storyloom.test/book/a/7?ref=12"), storage);
    expect(storage.items).toEqual(
      new Map([
        [REFERRER_KEY, "12"],
        [BOOK_KEY, "7"],
      ]),
    );
    keepReferral(new URL("https://storyloom.test/author/b/3?ref=3"), storage);
    expect(storedReferral(storage)).toEqual({ referrerAuthorId: 3, bookId: null });
    keepReferral(new URL("https://storyloom.test/read"), storage);
    expect(storedReferral(storage)).toEqual({ referrerAuthorId: 3, bookId: null });
  });

  it("survives storage that refuses to be read or written", () => {
    const refusing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => undefined,
    };
    expect(() => keepReferral(new URL("https://storyloom.test/read?ref=12"), refusing)).not.toThrow();
    expect(storedReferral(refusing)).toBeNull();
  });
});
