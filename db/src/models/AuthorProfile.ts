import objection from "objection";
import type { RelationMappings } from "objection";
import type { PaymentConnectionStatus, ReaderTheme } from "../enums.ts";
import { BaseModel } from "./BaseModel.ts";
import { AuthorAiPreferences } from "./AuthorAiPreferences.ts";
import { AuthorStripePrice } from "./AuthorStripePrice.ts";
import { AuthorSubscription } from "./AuthorSubscription.ts";
import { Book } from "./Book.ts";
import { Newsletter } from "./Newsletter.ts";
import { ReaderNotification } from "./ReaderNotification.ts";
import { Series } from "./Series.ts";
import { StoryTool } from "./StoryTool.ts";
import { User } from "./User.ts";

const { Model } = objection;

/** The author side of a user; its id is the session's `profile.id`. */
export class AuthorProfile extends BaseModel {
  static override tableName = "authorProfiles";

  declare id: number;
  declare name: string | null;
  declare website: string | null;
  declare twitter: string | null;
  declare bio: string | null;
  declare imgUrl: string | null;
  declare userId: number;
  declare stripeId: string | null;
  declare participateCommunity: boolean;
  /** Monthly author subscription price in cents. */
  declare subscriptionAmount: number | null;
  declare subscriptionEnabled: boolean;
  declare aiTermsAccepted: boolean;
  declare aiSuspendedByModeration: boolean;
  declare editorChaptersCollapsed: boolean;
  declare stripeConnected: boolean;
  declare stripeSubscriptionPriceId: string | null;
  declare stripeSubscriptionProductId: string | null;
  declare hideStatsFromPublic: boolean;
  declare appFeeExpiresAt: Date | null;
  declare appFeePercent: number | null;
  declare feeUpdatedAt: Date | null;
  declare paymentIntentId: string | null;
  declare paymentMethodId: string | null;
  declare stripeCustomerId: string | null;
  /** The author's default theme for readers of their books. */
  declare theme: ReaderTheme | null;
  /** State of the author's payout account with the payment provider; null before they start connecting. */
  declare paymentConnectionStatus: PaymentConnectionStatus | null;

  declare user?: User;
  declare books?: Book[];
  declare series?: Series[];
  declare stripePrices?: AuthorStripePrice[];
  declare subscriptions?: AuthorSubscription[];
  declare readerNotifications?: ReaderNotification[];
  declare aiPreferences?: AuthorAiPreferences | null;
  declare storyTools?: StoryTool[];
  declare newsletters?: Newsletter[];

  static override relationMappings = (): RelationMappings => ({
    user: {
      relation: Model.BelongsToOneRelation,
      modelClass: User,
      join: { from: "authorProfiles.userId", to: "users.id" },
    },
    books: {
      relation: Model.HasManyRelation,
      modelClass: Book,
      join: { from: "authorProfiles.id", to: "books.authorId" },
    },
    series: {
      relation: Model.HasManyRelation,
      modelClass: Series,
      join: { from: "authorProfiles.id", to: "series.authorId" },
    },
    stripePrices: {
      relation: Model.HasManyRelation,
      modelClass: AuthorStripePrice,
      join: { from: "authorProfiles.id", to: "authorStripePrices.authorId" },
    },
    subscriptions: {
      relation: Model.HasManyRelation,
      modelClass: AuthorSubscription,
      join: { from: "authorProfiles.id", to: "authorSubscriptions.authorId" },
    },
    readerNotifications: {
      relation: Model.HasManyRelation,
      modelClass: ReaderNotification,
      join: { from: "authorProfiles.id", to: "readerNotifications.authorId" },
    },
    aiPreferences: {
      relation: Model.HasOneRelation,
      modelClass: AuthorAiPreferences,
      join: { from: "authorProfiles.id", to: "authorAiPreferences.authorId" },
    },
    storyTools: {
      relation: Model.HasManyRelation,
      modelClass: StoryTool,
      join: { from: "authorProfiles.id", to: "storyTools.authorId" },
    },
    newsletters: {
      relation: Model.HasManyRelation,
      modelClass: Newsletter,
      join: { from: "authorProfiles.id", to: "newsletters.authorId" },
    },
  });
}
