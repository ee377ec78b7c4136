import { createSubseries } from "@storyloom/domain/services/series/createSubseries.ts";
import { deleteSubseries } from "@storyloom/domain/services/series/deleteSubseries.ts";
import { findOwnSeries } from "@storyloom/domain/services/series/findOwnSeries.ts";
import { findSubseries } from "@storyloom/domain/services/series/findSubseries.ts";
import { updateSubseries } from "@storyloom/domain/services/series/updateSubseries.ts";
import { defineRoute } from "../defineRoute.ts";
import { seriesAnswerOf } from "./seriesAnswer.ts";
import { createSubseriesBody, seriesAnswer, seriesParams, subseriesParams, updateSubseriesBody } from "./schema.ts";

export const createSubseriesRoute = defineRoute({
  method: "POST",
  path: "/api/v1/series/:id/subseries",
  summary: "Adds a subseries after the collection's last one (route made from the title when not sent). Answers the collection.",
  auth: "signedIn",
  authorize: "subseries.create",
  schema: { params: seriesParams, body: createSubseriesBody, response: seriesAnswer },
  status: 201,
  handler: async ({ actor, params, body, deps, authorize }) =>
    deps.knex.transaction(async (trx) => {
      const series = await findOwnSeries({ actor, db: trx, seriesId: params.id, forUpdate: true });
      authorize(series);
      await createSubseries({ trx, pages: deps.pages, series, subseries: body });
      return seriesAnswerOf(trx, series);
    }),
});

export const updateSubseriesRoute = defineRoute({
  method: "PATCH",
  path: "/api/v1/series/:id/subseries/:subseriesId",
  summary: "Saves a subseries' title, description, imgUrl, route; `number` moves it among the subseries. Answers the collection.",
  auth: "signedIn",
  authorize: "subseries.update",
  schema: { params: subseriesParams, body: updateSubseriesBody, response: seriesAnswer },
  handler: async ({ actor, params, body, deps, authorize }) =>
    deps.knex.transaction(async (trx) => {
      const series = await findOwnSeries({ actor, db: trx, seriesId: params.id, forUpdate: true });
      authorize(series);
      const subseries = await findSubseries(trx, { seriesId: series.id, subseriesId: params.subseriesId });
      await updateSubseries({ trx, pages: deps.pages, subseries, changes: body });
      return seriesAnswerOf(trx, series);
    }),
});

export const deleteSubseriesRoute = defineRoute({
  method: "DELETE",
  path: "/api/v1/series/:id/subseries/:subseriesId",
  summary: "Deletes a subseries; its books stay in the collection. Answers the collection.",
  auth: "signedIn",
  authorize: "subseries.delete",
  schema: { params: subseriesParams, response: seriesAnswer },
  handler: async ({ actor, params, deps, authorize }) =>
    deps.knex.transaction(async (trx) => {
      const series = await findOwnSeries({ actor, db: trx, seriesId: params.id, forUpdate: true });
      authorize(series);
      await deleteSubseries({ trx, pages: deps.pages, subseries: await findSubseries(trx, { seriesId: series.id, subseriesId: params.subseriesId }) });
      return seriesAnswerOf(trx, series);
    }),
});

export const subseriesRoutes = [createSubseriesRoute, updateSubseriesRoute, deleteSubseriesRoute];
