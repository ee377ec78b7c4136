import type { Knex } from "@storyloom/db";
import type { Series } from "@storyloom/db/models";
import { loadSeriesDetail } from "@storyloom/domain/services/series/loadSeriesDetail.ts";
import { presentSeries } from "../../presenters/series.ts";
import type { SeriesView } from "../../presenters/series.ts";

/** The answer of every call that reads or changes one series: the whole series as its editor shows it. */
export async function seriesAnswerOf(db: Knex | Knex.Transaction, series: Series): Promise<{ series: SeriesView }> {
  return { series: presentSeries(await loadSeriesDetail(db, series)) };
}
