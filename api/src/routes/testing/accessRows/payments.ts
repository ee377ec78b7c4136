import type { Knex } from "@storyloom/db";
import { Book, Chapter, Checkout, Payment } from "@storyloom/db/models";
import { createPublishedBook } from "@storyloom/testkit/factories";
import type { AccessRow } from "../accessExpectations.ts";
import { everyone, signedIn } from "../accessExpectations.ts";
import type { World } from "../world.ts";

/** A fresh public book of the world's seller, one chapter free and three for sale at 99 cents. */
async function bookOnSale(world: World, knex: Knex): Promise<number> {
  if (!world.seller) throw new Error("The access table's world needs a seller (createWorld's sellerAccountId).");
  const { book } = await createPublishedBook(knex, { authorId: world.seller.authorId, chapters: 4, publicChaptersCount: 1 });
  await Book.query(knex).findById(book.id).patch({ chapterPrice: 99 });
  return book.id;
}

/** A fresh paid purchase of reader A: the world's seller's chapter 2, as its payment's id. */
async function paymentOfReaderA(world: World, knex: Knex): Promise<number> {
  const bookId = await bookOnSale(world, knex);
  const chapter = await Chapter.query(knex).findOne({ bookId, number: 2 }).throwIfNotFound();
  const readerId = world.people.readerA.readerProfile.id;
  const checkout = await Checkout.query(knex).insertAndFetch({
    kind: "CHAPTERS",
    status: "PAID",
    userId: world.people.readerA.user.id,
    readerId,
    toAuthorId: world.seller!.authorId,
    bookId,
    chapterIds: [chapter.id],
    amount: 99,
  });
  const payment = await Payment.query(knex).insertAndFetch({
    toAuthorId: world.seller!.authorId,
    readerId,
    amount: 99,
    checkoutId: checkout.id,
    status: "SUCCEEDED",
  });
  return payment.id;
}

/** The access rows of payout accounts, checkouts and the provider's webhook (api/src/routes/payments, api/src/routes/webhooks). */
export const paymentsAccessRows: Record<string, AccessRow> = {
  "POST /api/v1/author-profiles/stripe/connect": { request: () => ({ path: "/api/v1/author-profiles/stripe/connect" }), expect: signedIn("2xx") },
  "GET /api/v1/author-profiles/stripe/return": { request: () => ({ path: "/api/v1/author-profiles/stripe/return" }), expect: signedIn("3xx") },
  "POST /api/v1/author-profiles/stripe/disconnect": { request: () => ({ path: "/api/v1/author-profiles/stripe/disconnect" }), expect: signedIn("2xx") },
  "POST /api/v1/readers/books/:bookId/checkout": {
    request: async (world, _actor, knex) => ({ path: `/api/v1/readers/books/${await bookOnSale(world, knex)}/checkout`, body: { chaptersCount: 1 } }),
    // An admin reads every chapter already: there is nothing left to buy.
    expect: { ...signedIn("2xx"), admin: 409 },
  },
  "POST /api/v1/balance/top-up": { request: () => ({ path: "/api/v1/balance/top-up", body: { amount: 500 } }), expect: signedIn("2xx") },
  // A checkout of author A's user: theirs (also when an admin acts as them), nobody else's.
  "GET /api/v1/checkouts/:checkoutId/return": {
    request: async (world, _actor, knex) => {
      const checkout = await Checkout.query(knex).insertAndFetch({ kind: "AI_TOP_UP", userId: world.people.authorA.user.id, amount: 500, returnPath: "/ai" });
      return { path: `/api/v1/checkouts/${checkout.id}/return` };
    },
    expect: { ...signedIn(404), authorA: "3xx", adminAsAuthorA: "3xx" },
  },
  "GET /api/v1/readers/purchases": { request: () => ({ path: "/api/v1/readers/purchases?page=1&pageSize=10" }), expect: signedIn("2xx") },
  // A receipt of reader A: theirs; to anyone else (an admin, an admin acting as author A) it does not exist.
  "GET /api/v1/readers/purchases/:paymentId": {
    request: async (world, _actor, knex) => ({ path: `/api/v1/readers/purchases/${await paymentOfReaderA(world, knex)}` }),
    expect: { ...signedIn(404), readerA: "2xx" },
  },
  // Unsigned: refused whoever sends it (the provider signs; no session counts).
  "POST /api/webhooks/stripe": {
    request: () => ({ path: "/api/webhooks/stripe", body: { id: "evt_unsigned", type: "account.updated" } }),
    expect: everyone(400),
  },
};
