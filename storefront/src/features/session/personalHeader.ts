/**
 * The signed-in reader's header on a page served to them from the render
 * cache (lib/sharedPage.ts marks it `<html data-session="pending">`): the
 * cached header says "Sign in", so this asks the API who is signed in and puts
 * the same header SiteHeader.astro renders for a session in its place, with
 * the impersonation banner when an admin acts as the reader. Without
 * JavaScript the page still reads; only the header stays generic.
 */
import { loadCurrentSession } from "./currentSession.ts";
import { buildSignedInHeader, readHeaderLinks } from "./headerMarkup.ts";

async function personalizeHeader(): Promise<void> {
  const root = document.documentElement;
  if (root.dataset.session !== "pending") return;
  const account = document.querySelector<HTMLElement>("[data-site-account]");
  const user = (await loadCurrentSession())?.user;
  root.dataset.session = user ? "signed-in" : "signed-out";
  if (!user || !account) return;
  const { nav, banner } = buildSignedInHeader(document, readHeaderLinks(account), { email: user.email, isImpersonated: user.adminId !== undefined });
  account.replaceChildren(...nav);
  if (banner) document.querySelector(".skip-link")?.after(banner);
}

void personalizeHeader();
