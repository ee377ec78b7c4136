/** /api/v1/series (the author's collections, their subseries) and POST /books/{bookId}/reorder. Browser-safe. */
import type { z } from "zod";
import type { SeriesBookView, SeriesView, SubseriesView } from "../presenters/views/series.ts";
import type {
  createSeriesBody,
  createSubseriesBody,
  reorderBookBody,
  seriesAnswer,
  seriesListAnswer,
  updateSeriesBody,
  updateSubseriesBody,
} from "../routes/series/schema.ts";
import type { ApiClient, CallOptions } from "./apiClient.ts";
import type { DoneAnswer } from "../presenters/views/done.ts";

export type { SeriesBookView, SeriesView, SubseriesView };

export type CreateSeriesBody = z.input<typeof createSeriesBody>;
export type UpdateSeriesBody = z.input<typeof updateSeriesBody>;
export type CreateSubseriesBody = z.input<typeof createSubseriesBody>;
export type UpdateSubseriesBody = z.input<typeof updateSubseriesBody>;
export type ReorderBookBody = z.input<typeof reorderBookBody>;

export type SeriesListAnswer = z.output<typeof seriesListAnswer>;
export type SeriesAnswer = z.output<typeof seriesAnswer>;

const seriesPath = (seriesId: number) => `/series/${encodeURIComponent(seriesId)}`;
const subseriesPath = (seriesId: number, subseriesId: number) => `${seriesPath(seriesId)}/subseries/${encodeURIComponent(subseriesId)}`;

/** GET /series: the signed-in author's collections (not deleted), by title. */
export function listSeries(client: ApiClient, options?: CallOptions): Promise<SeriesListAnswer> {
  return client.get<SeriesListAnswer>("/series", options);
}

/** POST /series: an empty collection. */
export function createSeries(client: ApiClient, body: CreateSeriesBody, options?: CallOptions): Promise<SeriesAnswer> {
  return client.post<SeriesAnswer>("/series", body, options);
}

/** GET /series/{id}: the collection with its books and subseries in order. */
export function getSeries(client: ApiClient, seriesId: number, options?: CallOptions): Promise<SeriesAnswer> {
  return client.get<SeriesAnswer>(seriesPath(seriesId), options);
}

/** PATCH /series/{id}: fields, and with `books` the whole ordered list of its books (left out: removed). */
export function updateSeries(client: ApiClient, seriesId: number, body: UpdateSeriesBody, options?: CallOptions): Promise<SeriesAnswer> {
  return client.patch<SeriesAnswer>(seriesPath(seriesId), body, options);
}

/** DELETE /series/{id}: soft delete; the books stay, out of any collection. */
export function deleteSeries(client: ApiClient, seriesId: number, options?: CallOptions): Promise<DoneAnswer> {
  return client.del<DoneAnswer>(seriesPath(seriesId), options);
}

/** POST /series/{id}/subseries: answers the collection. */
export function createSubseries(client: ApiClient, seriesId: number, body: CreateSubseriesBody, options?: CallOptions): Promise<SeriesAnswer> {
  return client.post<SeriesAnswer>(`${seriesPath(seriesId)}/subseries`, body, options);
}

/** PATCH /series/{id}/subseries/{subseriesId}: answers the collection. */
export function updateSubseries(
  client: ApiClient,
  seriesId: number,
  subseriesId: number,
  body: UpdateSubseriesBody,
  options?: CallOptions,
): Promise<SeriesAnswer> {
  return client.patch<SeriesAnswer>(subseriesPath(seriesId, subseriesId), body, options);
}

/** DELETE /series/{id}/subseries/{subseriesId}: its books stay in the collection. Answers the collection. */
export function deleteSubseries(client: ApiClient, seriesId: number, subseriesId: number, options?: CallOptions): Promise<SeriesAnswer> {
  return client.del<SeriesAnswer>(subseriesPath(seriesId, subseriesId), options);
}

/** POST /books/{bookId}/reorder: moves the book to place `number` of its collection. Answers the collection. */
export function reorderBook(client: ApiClient, bookId: number, body: ReorderBookBody, options?: CallOptions): Promise<SeriesAnswer> {
  return client.post<SeriesAnswer>(`/books/${encodeURIComponent(bookId)}/reorder`, body, options);
}
