/**
 * The subscription forms of a locked chapter (SubscribeOptions.astro): asks
 * the API what is on offer for the book (with the reader's own subscription),
 * builds a form per option (how often to pay, an optional higher amount) and
 * opens the payment provider's page; a refusal is said in the status line.
 * Browser only.
 */
import { createApiClient, isApiErrorBody, listSubscriptionOptions, subscribe } from "@storyloom/api/client";
import type { SubscriptionOptionView } from "@storyloom/api/client";
import { storedReferral } from "../referrals/referralClaim.ts";
import { currentText, optionHeading, parseAmount, priceLabel, subscribeFailureText } from "./subscribeText.ts";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: Partial<HTMLElementTagNameMap[K]> = {},
  children: Array<Node | string> = [],
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), properties);
  node.append(...children);
  return node;
}

function referral() {
  try {
    return storedReferral(window.localStorage);
  } catch {
    return null;
  }
}

/** A visitor who is not signed in is sent to sign in (and back), not shown an error. */
function showFailure(status: HTMLElement, error: unknown, signInHref: string | undefined): void {
  if (signInHref && isApiErrorBody(error) && error.error.code === "authentication_required") {
    status.replaceChildren("Sign in to subscribe: ", element("a", { href: signInHref }, ["sign in"]), ", and you come back here.");
    return;
  }
  status.textContent = subscribeFailureText(error);
}

function optionForm(
  option: SubscriptionOptionView,
  index: number,
  input: { returnPath: string; status: HTMLElement; root: HTMLElement; signInHref: string | undefined },
): HTMLElement {
  const id = `subscribe-${index}`;
  const current = currentText(option, formatDate);
  const form = element("form", { className: "buy__form subscribe__form" });
  form.append(element("h4", { className: "subscribe__heading" }, [optionHeading(option)]));
  if (current) form.append(element("p", {}, [current]));
  if (option.current && !option.current.cancelAtPeriodEnd) return form;
  if (option.current?.cancelledByAuthor) return form;
  const select = element("select", { id: `${id}-interval`, name: "interval" });
  for (const price of option.prices) select.append(element("option", { value: price.interval }, [priceLabel(price)]));
  const amount = element("input", { id: `${id}-amount`, name: "amount", inputMode: "decimal", placeholder: "Optional", className: "subscribe__amount" });
  const resume = option.current?.cancelAtPeriodEnd === true;
  form.append(
    element("label", { htmlFor: select.id }, ["How often you pay"]),
    element("div", { className: "buy__row" }, [select]),
    ...(resume
      ? []
      : [element("label", { htmlFor: amount.id }, ["Pay more to support the author (USD, optional)"]), element("div", { className: "buy__row" }, [amount])]),
    element("div", { className: "buy__row" }, [
      element("button", { type: "submit", className: "button button--primary" }, [resume ? "Keep my subscription" : "Subscribe"]),
    ]),
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const interval = select.value as "day" | "month" | "year";
    const typed = amount.value.trim();
    const cents = typed === "" ? undefined : parseAmount(typed);
    if (cents === null) {
      input.status.textContent = "Enter an amount like 6.50, or leave it empty to pay the price shown.";
      return;
    }
    const buttons = input.root.querySelectorAll<HTMLButtonElement>("button");
    buttons.forEach((button) => (button.disabled = true));
    input.status.textContent = resume ? "Keeping your subscription…" : "Opening the payment page…";
    const target = option.type === "SERIES" && option.seriesId !== null ? { seriesId: option.seriesId } : { authorId: option.authorId };
    subscribe(createApiClient({ baseUrl: "" }), {
      ...target,
      interval,
      ...(cents === undefined ? {} : { amount: cents }),
      returnPath: input.returnPath,
      referral: referral(),
    })
      .then(({ url }) => window.location.assign(url))
      .catch((error: unknown) => {
        showFailure(input.status, error, input.signInHref);
        buttons.forEach((button) => (button.disabled = false));
      });
  });
  return form;
}

function connect(root: HTMLElement): void {
  const bookId = Number(root.dataset.bookId);
  const returnPath = root.dataset.returnPath ?? `/book/${bookId}`;
  const loading = root.querySelector<HTMLElement>("[data-subscribe-loading]");
  const forms = root.querySelector<HTMLElement>("[data-subscribe-forms]");
  const status = root.querySelector<HTMLElement>("[data-subscribe-status]");
  const section = root.closest<HTMLElement>("[data-subscribe-section]");
  const signInHref = root.dataset.signInHref || undefined;
  if (!forms || !status) return;
  listSubscriptionOptions(createApiClient({ baseUrl: "" }), { bookId })
    .then(({ options }) => {
      loading?.remove();
      if (options.length === 0) {
        // On a book page the section stays hidden; on a locked chapter, say so.
        if (!section) status.textContent = "The author does not offer a subscription right now.";
        return;
      }
      if (section) section.hidden = false;
      options.forEach((option, index) => forms.append(optionForm(option, index, { returnPath, status, root, signInHref })));
    })
    .catch(() => {
      if (loading) loading.textContent = "The subscription prices could not be loaded. Reload the page to try again.";
    });
}

for (const root of document.querySelectorAll<HTMLElement>("[data-subscribe-options]")) connect(root);
