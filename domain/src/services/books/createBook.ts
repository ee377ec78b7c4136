import type { Knex } from "@storyloom/db";
import { Book } from "@storyloom/db/models";
import type { BookType } from "@storyloom/db/enums";
import type { UserActor } from "../../auth/actor.ts";
import { ForbiddenError } from "../../errors.ts";
import { requireGenre } from "./requireGenre.ts";

export interface NewBook {
  type: BookType;
  title: string;
  description?: string | null | undefined;
  genreId?: number | null | undefined;
  /** An uploaded cover's address (the route checks it is one of ours). */
  imgUrl?: string | null | undefined;
}

/** Creates a DRAFT book of the actor's author profile and gives it with its genre. */
export async function createBook(input: { actor: UserActor; trx: Knex.Transaction; book: NewBook }): Promise<Book> {
  const { actor, trx, book } = input;
  if (actor.authorId === null) throw new ForbiddenError("Only authors can have books.");
  await requireGenre(trx, book.genreId);
  const created = await Book.query(trx).insertAndFetch({
    authorId: actor.authorId,
    type: book.type,
    title: book.title,
    description: book.description ?? null,
    genreId: book.genreId ?? null,
    imgUrl: book.imgUrl ?? null,
    status: "DRAFT",
  });
  return created.$query(trx).withGraphFetched("genre");
}
