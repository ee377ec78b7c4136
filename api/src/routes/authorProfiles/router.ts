import { findAuthorProfile } from "@storyloom/domain/services/authorProfiles/findAuthorProfile.ts";
import { updateAuthorProfile } from "@storyloom/domain/services/authorProfiles/updateAuthorProfile.ts";
import { presentAuthorProfile } from "../../presenters/authorProfiles.ts";
import { defineRoute } from "../defineRoute.ts";
import { authorProfileAnswer, updateAuthorProfileBody } from "./schema.ts";

/** /api/v1/author-profiles: the signed-in author's own profile (docs/product.md, API calls). */
export const getAuthorProfile = defineRoute({
  method: "GET",
  path: "/api/v1/author-profiles",
  summary: "The signed-in author's profile: name, links, bio, default reader theme, studio preferences.",
  auth: "signedIn",
  authorize: "authorProfile.read",
  schema: { response: authorProfileAnswer },
  handler: async ({ actor, deps, authorize }) => {
    const profile = await findAuthorProfile({ actor, db: deps.knex });
    authorize(profile);
    return { authorProfile: presentAuthorProfile(profile) };
  },
});

export const patchAuthorProfile = defineRoute({
  method: "PATCH",
  path: "/api/v1/author-profiles",
  summary: "Saves the author's name, website, twitter, bio (sanitised), default reader theme and studio preferences.",
  auth: "signedIn",
  authorize: "authorProfile.update",
  schema: { body: updateAuthorProfileBody, response: authorProfileAnswer },
  handler: async ({ actor, body, deps, authorize }) => {
    const updated = await deps.knex.transaction(async (trx) => {
      const profile = await findAuthorProfile({ actor, db: trx, forUpdate: true });
      authorize(profile);
      return updateAuthorProfile({ trx, pages: deps.pages, profile, changes: body });
    });
    return { authorProfile: presentAuthorProfile(updated) };
  },
});

export const authorProfileRoutes = [getAuthorProfile, patchAuthorProfile];
