import type { ApiClient, PublicAuthorProfileView } from "@storyloom/api/client";
import { paths } from "../../lib/paths.ts";
import { loadAuthorPage } from "./loaders.ts";
import type { AuthorPageData } from "./loaders.ts";
import { parsePositiveInt } from "./readQuery.ts";
import { authorSlug } from "./siteLinks.ts";

export type AuthorPageOutcome = { kind: "redirect"; location: string; status: 301 | 302 } | { kind: "page"; data: AuthorPageData };

/** An author's page data for a request: newsletters paged by `newslettersPage`; unknown authors go to not found. */
export async function prepareAuthorPage(client: ApiClient, authorId: number, url: URL): Promise<AuthorPageOutcome> {
  const page = parsePositiveInt(url.searchParams.get("newslettersPage") ?? "", 100_000) ?? 1;
  const data = await loadAuthorPage(client, authorId, page);
  if (!data) return { kind: "redirect", location: paths.notFound, status: 302 };
  return { kind: "page", data };
}

/** The canonical path of an author's page on the platform. */
export function authorPath(author: Pick<PublicAuthorProfileView, "id" | "name">): string {
  return `/author/${authorSlug(author.name)}/${author.id}`;
}

/** The tags of an author's page: the author and every book it shows. */
export function authorTags(author: PublicAuthorProfileView): string[] {
  return [`author:${author.id}`, ...author.books.map((book) => `book:${book.id}`)];
}
