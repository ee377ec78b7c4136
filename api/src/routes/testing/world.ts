/**
 * The people and data the access table and the fuzzing drive every route
 * with: two readers, two authors (author A owns the test data), an admin, the
 * admin impersonating author A, a suspended user holding a session made
 * before the suspension, and a user whose ADMIN permission has expired.
 */
import type { Knex } from "@storyloom/db";
import { Session, User } from "@storyloom/db/models";
import { createSession } from "@storyloom/domain/auth/sessions.ts";
import { createBook, createCustomDomain, createUser, makeSeller } from "@storyloom/testkit/factories";
import type { CreatedUser } from "@storyloom/testkit/factories";

export const ACTOR_NAMES = ["anonymous", "readerA", "readerB", "authorA", "authorB", "admin", "adminAsAuthorA", "suspended", "expiredAdmin"] as const;
export type ActorName = (typeof ACTOR_NAMES)[number];

type PersonName = Exclude<ActorName, "anonymous" | "adminAsAuthorA">;

export interface World {
  people: Record<PersonName, CreatedUser>;
  /** A live custom domain (of a book of author A). */
  customDomain: string;
  /** Another live custom domain (of author B's): where the custom domain's session must count for nothing. */
  otherCustomDomain: string;
  /** The id of a book of author A (not deleted; the custom domain's book). */
  bookOfAuthorA: number;
  /** An author who is none of the actors and sells through an account of the fake payment provider; null when the world was made without one. */
  seller: { authorId: number; accountId: string } | null;
  /** A fresh Cookie header for the actor: a new session each call ("" for the anonymous). */
  cookieFor(actor: ActorName): Promise<string>;
  /**
   * The tenth actor: a Cookie header holding reader A's session made on
   * `customDomain` by a consented grant (docs/security.md, "Custom domains"),
   * hanging on a platform session of theirs; a new one each call.
   */
  siteReaderCookie(): Promise<string>;
  /**
   * The e-mail addresses and names an actor may see in an answer: its own
   * (an impersonation: the impersonated user's and the admin's). Anything of
   * the other people is another actor's data.
   */
  ownMarks(actor: ActorName): string[];
  /** Every person's e-mail and name, the marks a leak would show. */
  allMarks(): string[];
  /** Undoes what requests may have changed about the actors (a suspension by the admin routes). */
  restore(): Promise<void>;
}

function marksOf(person: CreatedUser): string[] {
  return [person.user.email, person.readerProfile.name ?? "", person.authorProfile.name ?? ""].filter((mark) => mark.length > 0);
}

export async function createWorld(knex: Knex, sessionCookie: string, options: { sellerAccountId?: string } = {}): Promise<World> {
  const make = (tag: string, options: Parameters<typeof createUser>[1] = {}) =>
    createUser(knex, { name: `Access ${tag} ${Math.random().toString(36).slice(2, 8)}`, ...options });
  const people: Record<PersonName, CreatedUser> = {
    readerA: await make("readerA"),
    readerB: await make("readerB"),
    authorA: await make("authorA"),
    authorB: await make("authorB"),
    admin: await make("admin", { admin: true }),
    suspended: await make("suspended"),
    expiredAdmin: await make("expiredAdmin", { admin: { expiresAt: new Date(Date.now() - 60_000) } }),
  };
  const book = await createBook(knex, { authorId: people.authorA.authorProfile.id });
  const domain = await createCustomDomain(knex, { bookId: book.id });
  const otherDomain = await createCustomDomain(knex, { bookId: (await createBook(knex, { authorId: people.authorB.authorProfile.id })).id });
  let seller: World["seller"] = null;
  if (options.sellerAccountId) {
    const sellerAuthor = await make("seller");
    await makeSeller(knex, sellerAuthor.authorProfile.id, options.sellerAccountId);
    seller = { authorId: sellerAuthor.authorProfile.id, accountId: options.sellerAccountId };
  }

  async function sessionToken(userId: number, adminId: number | null): Promise<string> {
    const { token } = await createSession(knex, { userId, adminId });
    return token;
  }

  const activeIds = ACTOR_NAMES.flatMap((name) => (name === "anonymous" || name === "adminAsAuthorA" || name === "suspended" ? [] : [people[name].user.id]));

  return {
    people,
    customDomain: domain.name,
    otherCustomDomain: otherDomain.name,
    bookOfAuthorA: book.id,
    seller,
    async cookieFor(actor) {
      if (actor === "anonymous") return "";
      if (actor === "adminAsAuthorA") return `${sessionCookie}=${await sessionToken(people.authorA.user.id, people.admin.user.id)}`;
      if (actor === "suspended") {
        // A session made while the account was active; the account is suspended since.
        await User.query(knex).patch({ status: "ACTIVE" }).where({ id: people.suspended.user.id });
        const token = await sessionToken(people.suspended.user.id, null);
        await User.query(knex).patch({ status: "SUSPENDED" }).where({ id: people.suspended.user.id });
        return `${sessionCookie}=${token}`;
      }
      return `${sessionCookie}=${await sessionToken(people[actor].user.id, null)}`;
    },
    async siteReaderCookie() {
      const platform = await createSession(knex, { userId: people.readerA.user.id });
      const site = await createSession(knex, { userId: people.readerA.user.id, site: { host: domain.name, parentSessionId: platform.session.id } });
      return `${sessionCookie}=${site.token}`;
    },
    ownMarks(actor) {
      if (actor === "anonymous") return [];
      if (actor === "adminAsAuthorA") return [...marksOf(people.authorA), ...marksOf(people.admin)];
      return marksOf(people[actor]);
    },
    allMarks() {
      return Object.values(people).flatMap(marksOf);
    },
    async restore() {
      await User.query(knex).patch({ status: "ACTIVE" }).whereIn("id", activeIds);
      // Sessions pile up (a new one per request); the actors' old ones are not needed again.
      await Session.query(knex)
        .whereIn("userId", [...activeIds, people.suspended.user.id])
        .delete();
    },
  };
}
