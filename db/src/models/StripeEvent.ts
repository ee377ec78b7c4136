import { BaseModel } from "./BaseModel.ts";

/** A payment provider event, stored once by its id: a redelivery is recognised and applied at most once. */
export class StripeEvent extends BaseModel {
  static override tableName = "stripeEvents";

  declare id: number;
  declare stripeEventId: string;
  declare type: string;
  /** The connected account the event is about; null for the platform's own. */
  declare account: string | null;
  declare processedAt: Date | null;
  declare deliveries: number;
}
