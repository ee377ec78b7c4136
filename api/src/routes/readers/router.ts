import { NotFoundError } from "@storyloom/domain/errors.ts";
import { findReaderProfile } from "@storyloom/domain/services/readers/findReaderProfile.ts";
import { updateReaderSettings } from "@storyloom/domain/services/readers/updateReaderSettings.ts";
import { presentReaderProfile } from "../../presenters/readerProfiles.ts";
import { defineRoute } from "../defineRoute.ts";
import { readerProfileAnswer, updateReaderProfileBody } from "./schema.ts";

/** /api/v1/readers: the reader side (docs/product.md, API calls). */
export const getReaderProfile = defineRoute({
  method: "GET",
  path: "/api/v1/readers/profile",
  summary: "The signed-in reader's profile and reading settings.",
  auth: "signedIn",
  authorize: "readerProfile.read",
  onCustomDomains: true,
  schema: { response: readerProfileAnswer },
  handler: async ({ actor, deps, authorize }) => {
    const profile = await findReaderProfile({ actor, db: deps.knex });
    authorize(profile);
    return { readerProfile: presentReaderProfile(profile) };
  },
});

export const updateReaderProfile = defineRoute({
  method: "PATCH",
  path: "/api/v1/readers/profile",
  summary: "Saves the reader's theme, font size, font type and line spacing (null clears one).",
  auth: "signedIn",
  authorize: "readerProfile.update",
  onCustomDomains: true,
  schema: { body: updateReaderProfileBody, response: readerProfileAnswer },
  handler: async ({ actor, body, deps, authorize }) => {
    // The profile the session names; the update touches it only if both ids still match.
    if (actor.readerId === null) throw new NotFoundError("Reader profile not found.");
    const profile = { id: actor.readerId, userId: actor.userId };
    authorize(profile);
    const updated = await updateReaderSettings({ db: deps.knex, profile, changes: body });
    return { readerProfile: presentReaderProfile(updated) };
  },
});

export const readersRoutes = [getReaderProfile, updateReaderProfile];
