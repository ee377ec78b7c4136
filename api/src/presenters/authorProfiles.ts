import type { AuthorProfile } from "@storyloom/db/models";
import type { AuthorProfileView } from "./views/authorProfiles.ts";

export type { AuthorProfileView };

/** The author's own profile; Stripe ids, payment intents and fee internals stay on the server. */
export function presentAuthorProfile(profile: AuthorProfile): AuthorProfileView {
  return {
    id: profile.id,
    name: profile.name ?? null,
    website: profile.website ?? null,
    twitter: profile.twitter ?? null,
    bio: profile.bio ?? null,
    imgUrl: profile.imgUrl ?? null,
    theme: profile.theme ?? null,
    editorChaptersCollapsed: profile.editorChaptersCollapsed,
    hideStatsFromPublic: profile.hideStatsFromPublic,
    participateCommunity: profile.participateCommunity,
    aiTermsAccepted: profile.aiTermsAccepted,
    aiSuspendedByModeration: profile.aiSuspendedByModeration,
    stripeConnected: profile.stripeConnected,
    paymentConnectionStatus: profile.paymentConnectionStatus ?? null,
    subscriptionEnabled: profile.subscriptionEnabled,
    subscriptionAmount: profile.subscriptionAmount ?? null,
  };
}
