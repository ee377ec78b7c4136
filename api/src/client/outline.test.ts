import { describe, expect, expectTypeOf, it } from "vitest";
import type { listBookBeats, editBeat, moveChaptersIntoBeat, saveBeats } from "../routes/beats/router.ts";
import type { addTemplate, applyTemplate, editTemplate, listTemplates, removeTemplate } from "../routes/outlineTemplates/router.ts";
import { fakeFetch, jsonResponse } from "./fakeFetch.ts";
import {
  applyOutlineTemplate,
  createApiClient,
  createOutlineTemplate,
  deleteOutlineTemplate,
  listBeats,
  listOutlineTemplates,
  moveChaptersToBeat,
  updateBeat,
  updateManyBeats,
  updateOutlineTemplate,
} from "./index.ts";

type RouteAnswer<R extends { readonly responseType?: unknown }> = NonNullable<R["responseType"]>;
type CallAnswer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

describe("the outline calls", () => {
  it("answer what their routes answer (checked by the typecheck)", () => {
    expectTypeOf<CallAnswer<typeof listBeats>>().toEqualTypeOf<RouteAnswer<typeof listBookBeats>>();
    expectTypeOf<CallAnswer<typeof updateBeat>>().toEqualTypeOf<RouteAnswer<typeof editBeat>>();
    expectTypeOf<CallAnswer<typeof updateManyBeats>>().toEqualTypeOf<RouteAnswer<typeof saveBeats>>();
    expectTypeOf<CallAnswer<typeof moveChaptersToBeat>>().toEqualTypeOf<RouteAnswer<typeof moveChaptersIntoBeat>>();
    expectTypeOf<CallAnswer<typeof listOutlineTemplates>>().toEqualTypeOf<RouteAnswer<typeof listTemplates>>();
    expectTypeOf<CallAnswer<typeof createOutlineTemplate>>().toEqualTypeOf<RouteAnswer<typeof addTemplate>>();
    expectTypeOf<CallAnswer<typeof updateOutlineTemplate>>().toEqualTypeOf<RouteAnswer<typeof editTemplate>>();
    expectTypeOf<CallAnswer<typeof deleteOutlineTemplate>>().toEqualTypeOf<RouteAnswer<typeof removeTemplate>>();
    expectTypeOf<CallAnswer<typeof applyOutlineTemplate>>().toEqualTypeOf<RouteAnswer<typeof applyTemplate>>();
  });

  it("call the paths of docs/product.md (API calls)", async () => {
    const outline = { outline: { beats: [], unassignedChapters: [] } };
    const { fetch, calls } = fakeFetch(() => jsonResponse(200, outline));
    const client = createApiClient({ baseUrl: "", fetch });
    await listBeats(client, 3);
    await updateBeat(client, 3, 9, { name: "Catalyst" });
    await updateManyBeats(client, 3, { beats: [{ name: "Hook", act: 1, orderIndex: 0 }], deletedIds: [9] });
    await moveChaptersToBeat(client, 3, 9, { chapterIds: [4, 5] });
    await listOutlineTemplates(client);
    await createOutlineTemplate(client, { name: "Mine", bookId: 3 });
    await updateOutlineTemplate(client, 2, { name: "Renamed" });
    await deleteOutlineTemplate(client, 2);
    await applyOutlineTemplate(client, 2, { bookId: 3, mode: "append" });
    expect(calls.map((call) => [call.method, call.url])).toEqual([
      ["GET", "/api/v1/books/3/beats"],
      ["PATCH", "/api/v1/books/3/beats/9"],
      ["POST", "/api/v1/books/3/beats/update-many"],
      ["POST", "/api/v1/books/3/beats/9/move-chapters"],
      ["GET", "/api/v1/outline-templates"],
      ["POST", "/api/v1/outline-templates"],
      ["PATCH", "/api/v1/outline-templates/2"],
      ["DELETE", "/api/v1/outline-templates/2"],
      ["POST", "/api/v1/outline-templates/2/apply"],
    ]);
  });
});
