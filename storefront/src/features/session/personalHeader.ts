/**
 * The signed-in reader's header on a page served to them from the render
 * cache (lib/sharedPage.ts marks it `<html data-session="pending">`): the
 * cached header says "Sign in", so this asks the API who is signed in and puts
 * the same header SiteHeader.astro renders for a session in its place, with
 * the impersonation banner when an admin acts as the reader. Without
 * JavaScript the page still reads; only the header stays generic.
 */
import { buildSignedInHeader, readHeaderLinks } from "./headerMarkup.ts";
import type { HeaderSession } from "./headerMarkup.ts";

async function loadSession(): Promise<HeaderSession | null> {
  try {
    const response = await fetch("/api/auth/session", { credentials: "same-origin", headers: { accept: "application/json" } });
    if (!response.ok) return null;
    const body = (await response.json()) as { user?: { email?: unknown; adminId?: unknown } };
    const email = body.user?.email;
    if (typeof email !== "string") return null;
    return { email, isImpersonated: typeof body.user?.adminId === "number" };
  } catch {
    return null;
  }
}

async function personalizeHeader(): Promise<void> {
  const root = document.documentElement;
  if (root.dataset.session !== "pending") return;
  const account = document.querySelector<HTMLElement>("[data-site-account]");
  const session = await loadSession();
  root.dataset.session = session ? "signed-in" : "signed-out";
  if (!session || !account) return;
  const { nav, banner } = buildSignedInHeader(document, readHeaderLinks(account), session);
  account.replaceChildren(...nav);
  if (banner) document.querySelector(".skip-link")?.after(banner);
}

void personalizeHeader();
