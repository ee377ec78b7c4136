import type { APIRequestContext } from "@playwright/test";
import { json } from "./people.ts";

/** A published book of the signed-in author: `count` chapters, the first two free, 99 cents each after. */
export async function bookOnSale(request: APIRequestContext, title: string, count: number): Promise<{ id: number; path: string }> {
  const genres = await json<{ items: Array<{ id: number }> }>(await request.get("/api/v1/genres"));
  const { book } = await json<{ book: { id: number } }>(
    await request.post("/api/v1/books", { data: { type: "STORY", title, description: "Letters from a harbour town.", genreId: genres.items[0]!.id } }),
  );
  const ids: number[] = [];
  for (let n = 1; n <= count; n += 1) {
    const { chapter } = await json<{ chapter: { id: number } }>(
      await request.post(`/api/v1/books/${book.id}/chapters`, { data: { title: `Tide ${n}`, markup: `<p>The words of tide ${n}.</p>` } }),
    );
    ids.push(chapter.id);
  }
  await json(await request.post(`/api/v1/books/${book.id}/publish`, { data: { publishType: "single_book" } }));
  for (const id of ids) await json(await request.post(`/api/v1/books/${book.id}/chapters/${id}/publish`, { data: {} }));
  await json(await request.patch(`/api/v1/books/${book.id}`, { data: { publicChaptersCount: 2, chapterPrice: 99 } }));
  const { book: page } = await json<{ book: { slug: string } }>(await request.get(`/api/v1/readers/books/${book.id}`));
  return { id: book.id, path: `/book/${page.slug}/${book.id}` };
}
