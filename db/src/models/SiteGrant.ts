import { BaseModel } from "./BaseModel.ts";

/**
 * A reader's consent to sign in on a custom domain, waiting to be redeemed
 * there once (domain/src/services/sessions/siteGrants.ts). Only the sha256 of
 * its code is stored; it is bound to the domain, the PKCE challenge of the
 * domain's flow and the platform session that consented.
 */
export class SiteGrant extends BaseModel {
  static override tableName = "siteGrants";
  static override idColumn = "codeHash";

  declare codeHash: string;
  declare userId: number;
  declare sessionId: string;
  declare host: string;
  declare redirectTo: string;
  declare codeChallenge: string;
  declare expiresAt: Date;
  declare usedAt: Date | null;
}
