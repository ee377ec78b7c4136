import objection from "objection";
import type { RelationMappings } from "objection";
import { BaseModel } from "./BaseModel.ts";
import { Book } from "./Book.ts";
import { Series } from "./Series.ts";

const { Model } = objection;

/** A numbered part of a series grouping some of its books. */
export class Subseries extends BaseModel {
  static override tableName = "subseries";

  declare id: number;
  declare title: string;
  declare description: string | null;
  declare imgUrl: string | null;
  declare number: number | null;
  declare seriesId: number;
  declare route: string | null;

  declare series?: Series;
  declare books?: Book[];

  static override relationMappings = (): RelationMappings => ({
    series: {
      relation: Model.BelongsToOneRelation,
      modelClass: Series,
      join: { from: "subseries.seriesId", to: "series.id" },
    },
    books: {
      relation: Model.HasManyRelation,
      modelClass: Book,
      join: { from: "subseries.id", to: "books.subseriesId" },
      modify: (query) => query.orderBy("numberInSubseries"),
    },
  });
}
