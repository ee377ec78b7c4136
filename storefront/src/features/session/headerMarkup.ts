/** What the signed-in header needs to know of the session. */
export interface HeaderSession {
  email: string;
  /** An admin acts as this reader (the session carries adminId). */
  isImpersonated: boolean;
}

/** The links SiteHeader.astro wrote on the account part of the header, for this host. */
export interface HeaderLinks {
  bookshelf: string;
  write: string;
  account: string;
  signOut: string;
  stopImpersonating: string;
}

/** Reads the signed-in links SiteHeader.astro leaves on the account element's data attributes. */
export function readHeaderLinks(account: HTMLElement): HeaderLinks {
  return {
    bookshelf: account.dataset.bookshelfHref ?? "/bookshelf",
    write: account.dataset.writeHref ?? "/books",
    account: account.dataset.accountHref ?? "/account",
    signOut: account.dataset.signOutAction ?? "/auth/signout",
    stopImpersonating: account.dataset.stopImpersonatingAction ?? "/auth/stopImpersonating",
  };
}

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  attributes: Record<string, string>,
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function postButton(doc: Document, action: string, label: string): HTMLFormElement {
  return element(doc, "form", { method: "post", action }, element(doc, "button", { type: "submit", class: "button button--small" }, label));
}

/**
 * The nodes of SiteHeader.astro's signed-in account part (Bookshelf, Write,
 * the e-mail linking to the account, Sign out) and, for an impersonation, ImpersonationBanner.astro's
 * banner: the same markup, so the same styles apply. Text goes in as text.
 */
export function buildSignedInHeader(doc: Document, links: HeaderLinks, session: HeaderSession): { nav: Node[]; banner: HTMLElement | null } {
  const nav: Node[] = [
    element(doc, "a", { href: links.bookshelf }, "Bookshelf"),
    element(doc, "a", { href: links.write }, "Write"),
    element(
      doc,
      "a",
      { class: "site-nav__email", href: links.account, title: `Your account (${session.email})` },
      element(doc, "span", { class: "visually-hidden" }, "Your account, signed in as "),
      session.email,
    ),
    postButton(doc, links.signOut, "Sign out"),
  ];
  const banner = session.isImpersonated
    ? element(
        doc,
        "div",
        { class: "impersonation", role: "region", "aria-label": "Impersonation" },
        element(
          doc,
          "div",
          { class: "container impersonation__inner" },
          element(doc, "p", { class: "impersonation__text" }, `You are logged in as ${session.email}`),
          postButton(doc, links.stopImpersonating, "Stop impersonating"),
        ),
      )
    : null;
  return { nav, banner };
}
