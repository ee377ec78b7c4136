import type { Actor } from "../auth/actor.ts";
import { notFound, unauthenticated } from "./decisions.ts";
import type { Decision } from "./decisions.ts";

/** What the reader policies need to know about a reader profile. */
export interface ReaderProfileSubject {
  id: number;
  userId: number;
}

function isOwnProfile(actor: Actor, profile: ReaderProfileSubject): boolean {
  return actor.kind === "user" && actor.userId === profile.userId && actor.readerId === profile.id;
}

export const readerPolicies = {
  /** Reading settings are the reader's own; to anyone else the profile does not exist. */
  "readerProfile.read": (actor: Actor, profile: ReaderProfileSubject): Decision => {
    if (actor.kind === "anonymous") return unauthenticated;
    return isOwnProfile(actor, profile) ? true : notFound("Reader profile not found.");
  },
  "readerProfile.update": (actor: Actor, profile: ReaderProfileSubject): Decision => {
    if (actor.kind === "anonymous") return unauthenticated;
    return isOwnProfile(actor, profile) ? true : notFound("Reader profile not found.");
  },
};
