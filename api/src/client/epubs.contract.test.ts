import { describe, expect, expectTypeOf, it } from "vitest";
import type * as epubRoutes from "../routes/epubs/router.ts";
import { epubDownloadPath, readerEpubDownloadPath } from "./epubs.ts";
import type * as epubCalls from "./epubs.ts";

type RouteAnswer<R extends { readonly responseType?: unknown }> = NonNullable<R["responseType"]>;
type CallAnswer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

// Checked by the typecheck (see contract.test.ts): each call answers what its route does.
describe("the EPUB client", () => {
  it("answers what the routes answer", () => {
    expectTypeOf<CallAnswer<typeof epubCalls.getEpub>>().toEqualTypeOf<RouteAnswer<typeof epubRoutes.getEpubRoute>>();
    expectTypeOf<CallAnswer<typeof epubCalls.generateEpub>>().toEqualTypeOf<RouteAnswer<typeof epubRoutes.generateEpubRoute>>();
    expectTypeOf<CallAnswer<typeof epubCalls.uploadEpub>>().toEqualTypeOf<RouteAnswer<typeof epubRoutes.uploadEpubRoute>>();
    expectTypeOf<CallAnswer<typeof epubCalls.deleteEpub>>().toEqualTypeOf<RouteAnswer<typeof epubRoutes.deleteEpubRoute>>();
  });

  it("links the downloads to the routes' paths", () => {
    expect(epubDownloadPath(12)).toBe("/api/v1/books/12/epub/download");
    expect(readerEpubDownloadPath(12)).toBe("/api/v1/readers/books/12/download/epub");
  });
});
