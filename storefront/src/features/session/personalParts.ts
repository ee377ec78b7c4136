/**
 * A book's page shared from the render cache with a signed-in reader
 * (lib/sharedPage.ts marks it `<html data-session="pending" data-shared>`) shows the chapter
 * list and the reviews as a visitor sees them. This asks the storefront for the
 * reader's own parts (pages/personal/book/[id].astro: access badges, their review
 * form, their reactions), rendered by the same components, and puts them in
 * place. Without JavaScript, or when the parts cannot be had, the page stays as
 * cached; its "Sign in to review" link brings a signed-in reader to a render of
 * their own (features/catalogue/personalParts.ts).
 */
import { loadCurrentSession } from "./currentSession.ts";

const root = document.documentElement;
// `data-shared`, not `data-session`: the header's script (personalHeader.ts) may have settled the session before this module runs.
const isSharedPage = root.hasAttribute("data-shared");

async function fillPersonalParts(): Promise<void> {
  const source = document.querySelector<HTMLElement>("[data-personal-parts]")?.dataset.personalParts;
  if (!isSharedPage || !source) return;
  root.dataset.personalState = "loading";
  try {
    if (!(await loadCurrentSession())?.user) return;
    const response = await fetch(source, { credentials: "same-origin", headers: { accept: "text/html" } });
    if (response.status !== 200) return;
    const parts = new DOMParser().parseFromString(await response.text(), "text/html");
    for (const template of parts.querySelectorAll<HTMLTemplateElement>("template[data-part]")) {
      const current = document.querySelector(`[data-personal-part="${template.dataset.part ?? ""}"]`);
      if (current) current.replaceWith(document.importNode(template.content, true));
    }
  } catch {
    // The API or the network is away: the page as cached still reads.
  } finally {
    delete root.dataset.personalState;
  }
}

void fillPersonalParts();
