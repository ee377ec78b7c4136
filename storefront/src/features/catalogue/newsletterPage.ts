import { getPublicAuthorProfile, getPublicNewsletter } from "@storyloom/api/client";
import type { ApiClient, PublicAuthorProfileView, PublicNewsletterView } from "@storyloom/api/client";
import { absoluteUrl } from "../seo/meta.ts";
import type { PageSeo } from "../seo/meta.ts";
import { orNotFound } from "./apiErrors.ts";
import { authorPath } from "./authorPage.ts";
import { plainTextOf } from "./text.ts";

export interface NewsletterPageData {
  author: PublicAuthorProfileView;
  newsletter: PublicNewsletterView;
}

/** A sent newsletter and its author, for the newsletter's own page; null when either is not public. */
export async function loadNewsletterPage(client: ApiClient, authorId: number, newsletterId: number): Promise<NewsletterPageData | null> {
  const [profile, answer] = await Promise.all([
    orNotFound(getPublicAuthorProfile(client, authorId)),
    orNotFound(getPublicNewsletter(client, authorId, newsletterId)),
  ]);
  if (!profile || !answer) return null;
  return { author: profile.authorProfile, newsletter: answer.newsletter };
}

/** The canonical path of a newsletter's page: under its author's page. */
export function newsletterPath(author: Pick<PublicAuthorProfileView, "id" | "name">, newsletterId: number): string {
  return `${authorPath(author)}/newsletters/${newsletterId}`;
}

/** The newsletter page's SEO: its subject, the start of its text. */
export function newsletterSeo(data: { author: Pick<PublicAuthorProfileView, "id" | "name">; newsletter: PublicNewsletterView }, origin: string): PageSeo {
  const canonical = absoluteUrl(origin, newsletterPath(data.author, data.newsletter.id)) ?? origin;
  const name = data.author.name ?? "An author";
  const description = plainTextOf(data.newsletter.markup, 200) || `A newsletter from ${name} on Storyloom.`;
  return { canonical, title: `${data.newsletter.subject} — ${name}`, description, type: "website" };
}
