import type { Knex } from "@storyloom/db";
import type { ReaderTheme } from "@storyloom/db/enums";
import type { AuthorProfile } from "@storyloom/db/models";
import { invalidatePublicPages } from "../publicPages/invalidatePublicPages.ts";
import { pageTags } from "../publicPages/pageTags.ts";
import type { PublicPageCache } from "../publicPages/publicPageCache.ts";
import { sanitizeBio } from "./sanitizeBio.ts";

/** What an author may change of their profile here (payout and fee fields have their own calls). */
export interface AuthorProfileChanges {
  name?: string;
  website?: string | null;
  twitter?: string | null;
  bio?: string | null;
  theme?: ReaderTheme | null;
  editorChaptersCollapsed?: boolean;
  hideStatsFromPublic?: boolean;
  participateCommunity?: boolean;
  aiTermsAccepted?: boolean;
}

/** Saves the fields that were sent (null clears one) and gives the profile as it now is; the bio is sanitised. */
export async function updateAuthorProfile(input: {
  trx: Knex.Transaction;
  pages: PublicPageCache;
  profile: AuthorProfile;
  changes: AuthorProfileChanges;
}): Promise<AuthorProfile> {
  const { bio, ...rest } = input.changes;
  const changes = bio === undefined ? rest : { ...rest, bio: bio === null ? null : sanitizeBio(bio) || null };
  if (Object.keys(changes).length === 0) return input.profile;
  // The name, bio and theme show on the author's pages and books; the name on the catalogue's grids too.
  void invalidatePublicPages({ trx: input.trx, pages: input.pages, tags: [pageTags.author(input.profile.id), pageTags.catalogue] });
  return input.profile.$query(input.trx).patchAndFetch(changes);
}
