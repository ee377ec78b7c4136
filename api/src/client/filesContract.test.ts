import { describe, expectTypeOf, it } from "vitest";
import type { createBookRoute, getBookRoute, listBooksRoute, updateBookRoute } from "../routes/books/router.ts";
import type { uploadImageRoute } from "../routes/files/router.ts";
import type { createBook, getBook, listBooks, updateBook, uploadImage } from "./index.ts";

type RouteAnswer<R extends { readonly responseType?: unknown }> = NonNullable<R["responseType"]>;
type CallAnswer<F extends (...args: never[]) => Promise<unknown>> = NonNullable<Awaited<ReturnType<F>>>;

// Checked by the typecheck: the client's answer types are what the routes answer (covers and book counts).
describe("the cover and book calls' answer types are the routes' answers", () => {
  it("files and books", () => {
    expectTypeOf<CallAnswer<typeof uploadImage>>().toEqualTypeOf<RouteAnswer<typeof uploadImageRoute>>();
    expectTypeOf<CallAnswer<typeof createBook>>().toEqualTypeOf<RouteAnswer<typeof createBookRoute>>();
    expectTypeOf<CallAnswer<typeof getBook>>().toEqualTypeOf<RouteAnswer<typeof getBookRoute>>();
    expectTypeOf<CallAnswer<typeof updateBook>>().toEqualTypeOf<RouteAnswer<typeof updateBookRoute>>();
    expectTypeOf<CallAnswer<typeof listBooks>>().toEqualTypeOf<RouteAnswer<typeof listBooksRoute>>();
  });
});
