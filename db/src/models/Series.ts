import objection from "objection";
import type { RelationMappings } from "objection";
import { BaseModel } from "./BaseModel.ts";
import { AuthorProfile } from "./AuthorProfile.ts";
import { AuthorStripePrice } from "./AuthorStripePrice.ts";
import { Book } from "./Book.ts";
import { CustomDomain } from "./CustomDomain.ts";
import { Genre } from "./Genre.ts";
import { SeriesSubscription } from "./SeriesSubscription.ts";
import { Subseries } from "./Subseries.ts";

const { Model } = objection;

/** A series (collection) of an author's books. */
export class Series extends BaseModel {
  static override tableName = "series";

  declare id: number;
  declare title: string;
  declare domain: string | null;
  declare description: string | null;
  declare imgUrl: string | null;
  declare authorId: number;
  declare deleted: boolean;
  declare isSuspended: boolean;
  declare subscriptionEnabled: boolean;
  declare defaultSubscription: boolean;
  /** Series-only subscription price in cents. */
  declare seriesOnlySubAmount: number | null;
  declare stripeProductId: string | null;
  declare stripeSubPriceId: string | null;
  declare majorGenreId: number | null;

  declare author?: AuthorProfile;
  declare majorGenre?: Genre | null;
  declare books?: Book[];
  declare subseries?: Subseries[];
  declare stripePrices?: AuthorStripePrice[];
  declare subscriptions?: SeriesSubscription[];
  declare customDomains?: CustomDomain[];

  static override relationMappings = (): RelationMappings => ({
    author: {
      relation: Model.BelongsToOneRelation,
      modelClass: AuthorProfile,
      join: { from: "series.authorId", to: "authorProfiles.id" },
    },
    majorGenre: {
      relation: Model.BelongsToOneRelation,
      modelClass: Genre,
      join: { from: "series.majorGenreId", to: "genres.id" },
    },
    books: {
      relation: Model.HasManyRelation,
      modelClass: Book,
      join: { from: "series.id", to: "books.seriesId" },
      modify: (query) => query.orderBy("number"),
    },
    subseries: {
      relation: Model.HasManyRelation,
      modelClass: Subseries,
      join: { from: "series.id", to: "subseries.seriesId" },
      modify: (query) => query.orderBy("number"),
    },
    stripePrices: {
      relation: Model.HasManyRelation,
      modelClass: AuthorStripePrice,
      join: { from: "series.id", to: "authorStripePrices.seriesId" },
    },
    subscriptions: {
      relation: Model.HasManyRelation,
      modelClass: SeriesSubscription,
      join: { from: "series.id", to: "seriesSubscriptions.seriesId" },
    },
    customDomains: {
      relation: Model.HasManyRelation,
      modelClass: CustomDomain,
      join: { from: "series.id", to: "customDomains.seriesId" },
    },
  });
}
