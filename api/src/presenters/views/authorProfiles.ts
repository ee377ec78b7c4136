// Imports only db enums: see README.md.
import type { PaymentConnectionStatus, ReaderTheme } from "@storyloom/db/enums";

/** presentAuthorProfile: the author's own profile as the studio edits it (no payout secrets). */
export interface AuthorProfileView {
  id: number;
  name: string | null;
  website: string | null;
  twitter: string | null;
  /** Sanitised HTML. */
  bio: string | null;
  imgUrl: string | null;
  /** The theme readers see the author's books in unless they chose their own. */
  theme: ReaderTheme | null;
  editorChaptersCollapsed: boolean;
  hideStatsFromPublic: boolean;
  participateCommunity: boolean;
  aiTermsAccepted: boolean;
  aiSuspendedByModeration: boolean;
  stripeConnected: boolean;
  paymentConnectionStatus: PaymentConnectionStatus | null;
  subscriptionEnabled: boolean;
  subscriptionAmount: number | null;
}
