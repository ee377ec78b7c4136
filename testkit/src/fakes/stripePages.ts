/**
 * The two hosted pages of the fake Stripe, Checkout and Connect onboarding:
 * small, self-contained HTML (no scripts, no external assets) with the
 * offline banner on every page.
 */
import type http from "node:http";
import { completeOnboarding } from "./stripeCatalog.ts";
import { payCheckoutSession, successRedirect } from "./stripeCheckout.ts";
import { parseForm, readString } from "./stripeForm.ts";
import { readBody, redirect, sendHtml } from "./stripeHttp.ts";
import { ZERO_DECIMAL_CURRENCIES } from "./stripeObjects.ts";
import type { FakeAccount, FakeCheckoutSession, FakeLineItem } from "./stripeObjects.ts";
import type { StripeStore } from "./stripeStore.ts";

export const OFFLINE_BANNER = "Offline test payments: no card is charged and no money moves.";

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1f36;background:#f6f8fa}
.banner{margin:0;padding:.75rem 1rem;background:#fff4cc;color:#3d2e00;border-bottom:2px solid #b38600;text-align:center}
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #d0d7de;border-radius:.5rem}
h1{font-size:1.5rem;margin:0 0 1rem}
table{width:100%;border-collapse:collapse;margin:0 0 1.5rem}
caption{text-align:left;font-weight:600;margin-bottom:.5rem}
th,td{padding:.5rem 0 .5rem .75rem;border-bottom:1px solid #d0d7de;text-align:left}
th:first-child,td:first-child{padding-left:0}
td.amount,th.amount{text-align:right}
tfoot th,tfoot td{font-weight:700;border-bottom:0}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
form{margin:0}
button{font:inherit;padding:.625rem 1.25rem;border-radius:.375rem;cursor:pointer;border:2px solid #0a2540}
button.primary{background:#0a2540;color:#fff}
button.secondary{background:#fff;color:#0a2540}
button:focus-visible,a:focus-visible{outline:3px solid #0969da;outline-offset:2px}
a{color:#0550ae}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.5rem}
dt{font-weight:600}dd{margin:0}
`;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** "$5.00" for 500 usd, "¥500" for 500 jpy. */
export function formatAmount(amount: number, currency: string): string {
  const major = ZERO_DECIMAL_CURRENCIES.has(currency.toLowerCase()) ? amount : amount / 100;
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(major);
  } catch {
    return `${major.toFixed(2)} ${currency.toUpperCase()}`;
  }
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><p class="banner"><strong>${OFFLINE_BANNER}</strong></p></header>
<main>
${body}
</main>
</body>
</html>
`;
}

function postButton(action: string, label: string, kind: "primary" | "secondary", hidden: Record<string, string> = {}): string {
  const fields = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  return `<form method="post" action="${escapeHtml(action)}">${fields}<button type="submit" class="${kind}">${escapeHtml(label)}</button></form>`;
}

function every(item: FakeLineItem): string {
  const recurring = item.price.recurring;
  if (!recurring) return "";
  return recurring.interval_count === 1 ? ` per ${recurring.interval}` : ` every ${recurring.interval_count} ${recurring.interval}s`;
}

/** The Checkout page of an open session: what is bought, the total, Pay and Cancel. */
export function renderCheckoutPage(session: FakeCheckoutSession, lineItems: FakeLineItem[]): string {
  const currency = session.currency ?? "usd";
  const rows = lineItems
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.description ?? "Item")}</td><td>${item.quantity ?? 1}</td><td class="amount">${escapeHtml(formatAmount(item.amount_total, item.currency) + every(item))}</td></tr>`,
    )
    .join("\n");
  const cadence = lineItems.map(every).find((text) => text !== "") ?? "";
  const total = formatAmount(session.amount_total ?? 0, currency) + cadence;
  const cancel = session.cancel_url ? postButton(`/checkout/${session.id}/cancel`, "Cancel", "secondary") : "";
  return page(
    "Checkout",
    `<h1>${session.mode === "subscription" ? "Subscribe" : "Pay"}</h1>
<table>
<caption>Your order</caption>
<thead><tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col" class="amount">Amount</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row" colspan="2">Total</th><td class="amount">${escapeHtml(total)}</td></tr></tfoot>
</table>
<div class="actions">${postButton(`/checkout/${session.id}/pay`, "Pay", "primary")}${cancel}</div>`,
  );
}

/** A page that only says something, with an optional way on. */
export function renderMessagePage(title: string, message: string, link?: { href: string; label: string }): string {
  const way = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : "";
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>\n${way}`);
}

/** The Connect onboarding page: what a connected account would fill in on Stripe, reduced to one button. */
export function renderOnboardingPage(account: FakeAccount, linkToken: string): string {
  const done = account.details_submitted && account.charges_enabled;
  const status = done
    ? "Onboarding is complete: this account can take payments and receive payouts."
    : "This account cannot take payments or receive payouts until onboarding is complete.";
  const action = `/connect/onboarding/${account.id}`;
  return page(
    "Connect onboarding",
    `<h1>Set up payments</h1>
<p>On Stripe, this is where the account holder gives their business and bank details. Here one button stands in for all of it.</p>
<dl><dt>Account</dt><dd>${escapeHtml(account.id)}</dd>${account.email ? `<dt>Email</dt><dd>${escapeHtml(account.email)}</dd>` : ""}</dl>
<p>${escapeHtml(status)}</p>
<div class="actions">${postButton(action, "Complete onboarding", "primary", { link: linkToken, action: "complete" })}${postButton(action, "Leave without finishing", "secondary", { link: linkToken, action: "leave" })}</div>`,
  );
}

/** `/checkout/:id` (GET) and its `/pay` and `/cancel` buttons (POST). */
export async function serveCheckoutPage(
  store: StripeStore,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  id: string,
  action: string | undefined,
): Promise<void> {
  await readBody(req);
  const method = req.method ?? "GET";
  const session = store.sessions.get(id);
  if (!session || (method === "POST") !== (action !== undefined)) {
    sendHtml(res, 404, renderMessagePage("Checkout not found", "This checkout link is not valid."));
    return;
  }
  if (action === "cancel") {
    redirect(res, 303, session.cancel_url ?? `/checkout/${session.id}`);
    return;
  }
  if (action === "pay" && session.status !== "expired") {
    payCheckoutSession(store, session.id);
    redirect(res, 303, successRedirect(store, session));
    return;
  }
  if (session.status === "open") {
    sendHtml(res, 200, renderCheckoutPage(session, store.sessionPlans.get(session.id)?.lineItems ?? []));
  } else if (session.status === "complete") {
    sendHtml(
      res,
      200,
      renderMessagePage("Payment complete", "This checkout is already complete; nothing more to pay.", {
        href: successRedirect(store, session),
        label: "Continue",
      }),
    );
  } else {
    const back = session.cancel_url ? { href: session.cancel_url, label: "Return to the site" } : undefined;
    sendHtml(res, 410, renderMessagePage("Checkout expired", "This checkout has expired and can no longer be paid.", back));
  }
}

/** `/connect/onboarding/:account?link=…` (GET) and its buttons (POST). */
export async function serveOnboardingPage(store: StripeStore, req: http.IncomingMessage, res: http.ServerResponse, url: URL, accountId: string): Promise<void> {
  const method = req.method ?? "GET";
  const form = method === "POST" ? parseForm(await readBody(req)) : parseForm(url.search.slice(1));
  const token = readString(form, "link") ?? "";
  const link = store.accountLinks.get(token);
  const account = store.accounts.get(accountId);
  if (!link || link.account !== accountId || !account) {
    sendHtml(res, 404, renderMessagePage("Link not valid", "This onboarding link is not valid. Start again from the site that sent you here."));
    return;
  }
  // As on Stripe, a link is used once and for a few minutes; after that the platform's refresh_url makes a new one.
  if (link.used || link.expiresAt < store.now()) {
    redirect(res, method === "POST" ? 303 : 302, link.refreshUrl);
    return;
  }
  if (method !== "POST") {
    sendHtml(res, 200, renderOnboardingPage(account, token));
    return;
  }
  link.used = true;
  if (readString(form, "action") !== "leave") completeOnboarding(store, account.id);
  redirect(res, 303, link.returnUrl);
}
