/**
 * The `/v1` API: any `sk_…` key, the Stripe-Account header naming the
 * connected account a request works in, form parameters, Idempotency-Key
 * replay, and the routes the product calls. Each route handler returns the
 * object to answer with, which is then expanded as `expand` asks.
 */
import type http from "node:http";
import { cancelSubscription, updateSubscription } from "./stripeBilling.ts";
import {
  createAccount,
  createAccountLink,
  createCustomer,
  createPrice,
  createProduct,
  deleteAccount,
  updateAccount,
  updatePrice,
  updateProduct,
} from "./stripeCatalog.ts";
import { createCheckoutSession, expireCheckoutSession } from "./stripeCheckout.ts";
import { parseForm, readExpand, readMetadata, readString, requireString } from "./stripeForm.ts";
import type { FormObject } from "./stripeForm.ts";
import { header, readBody, sendJson } from "./stripeHttp.ts";
import { STRIPE_API_VERSION, StripeApiError, emptyList, missingObject, newId } from "./stripeObjects.ts";
import type { Owner } from "./stripeObjects.ts";
import { createRefund, createTransfer } from "./stripePayments.ts";
import type { StripeStore } from "./stripeStore.ts";

export interface ApiRequest {
  method: string;
  /** The path without its query. */
  path: string;
  /** The form body (POST) or the query (GET, DELETE). */
  params: FormObject;
  /** The connected account named by Stripe-Account, null for the platform. */
  owner: Owner;
}

type Handler = (store: StripeStore, request: ApiRequest, id: string) => object;

interface Route {
  method: "GET" | "POST" | "DELETE";
  pattern: RegExp;
  handle: Handler;
}

const ID = "([^/]+)";

function route(method: Route["method"], path: string, handle: Handler): Route {
  return { method, pattern: new RegExp(`^${path.replace(":id", ID)}$`), handle };
}

const routes: Route[] = [
  route("POST", "/v1/accounts", (store, { params }) => createAccount(store, params)),
  route("GET", "/v1/accounts/:id", (store, _request, id) => store.get(store.accounts, id, null, "account")),
  route("POST", "/v1/accounts/:id", (store, { params }, id) => updateAccount(store, store.get(store.accounts, id, null, "account"), params)),
  route("DELETE", "/v1/accounts/:id", (store, _request, id) => deleteAccount(store, store.get(store.accounts, id, null, "account"))),
  route("POST", "/v1/account_links", (store, { params }) => createAccountLink(store, params)),

  route("POST", "/v1/customers", (store, { params, owner }) => createCustomer(store, params, owner)),
  route("GET", "/v1/customers/:id", (store, { owner }, id) => store.get(store.customers, id, owner, "customer")),
  route("POST", "/v1/customers/:id", (store, { params, owner }, id) => {
    const customer = store.get(store.customers, id, owner, "customer");
    customer.email = readString(params, "email") ?? customer.email;
    customer.name = readString(params, "name") ?? customer.name;
    customer.description = readString(params, "description") ?? customer.description;
    customer.phone = readString(params, "phone") ?? customer.phone;
    customer.metadata = readMetadata(params, "metadata", customer.metadata);
    return customer;
  }),

  route("POST", "/v1/products", (store, { params, owner }) => createProduct(store, params, owner)),
  route("GET", "/v1/products/:id", (store, { owner }, id) => store.get(store.products, id, owner, "product")),
  route("POST", "/v1/products/:id", (store, { params, owner }, id) => updateProduct(store, store.get(store.products, id, owner, "product"), params)),
  route("POST", "/v1/prices", (store, { params, owner }) => createPrice(store, params, owner)),
  route("GET", "/v1/prices/:id", (store, { owner }, id) => store.get(store.prices, id, owner, "price")),
  route("POST", "/v1/prices/:id", (store, { params, owner }, id) => updatePrice(store.get(store.prices, id, owner, "price"), params)),

  route("POST", "/v1/checkout/sessions", (store, { params, owner }) => createCheckoutSession(store, params, owner)),
  route("GET", "/v1/checkout/sessions/:id", (store, { owner }, id) => store.get(store.sessions, id, owner, "checkout.session")),
  route("POST", "/v1/checkout/sessions/:id/expire", (store, { owner }, id) =>
    expireCheckoutSession(store, store.get(store.sessions, id, owner, "checkout.session")),
  ),
  route("GET", "/v1/checkout/sessions/:id/line_items", (store, { owner }, id) => {
    const session = store.get(store.sessions, id, owner, "checkout.session");
    return emptyList(`/v1/checkout/sessions/${session.id}/line_items`, store.sessionPlans.get(session.id)?.lineItems ?? []);
  }),

  route("GET", "/v1/payment_intents/:id", (store, { owner }, id) => store.get(store.paymentIntents, id, owner, "payment_intent")),
  route("GET", "/v1/charges/:id", (store, { owner }, id) => store.get(store.charges, id, owner, "charge")),
  route("GET", "/v1/subscriptions/:id", (store, { owner }, id) => store.get(store.subscriptions, id, owner, "subscription")),
  route("POST", "/v1/subscriptions/:id", (store, { params, owner }, id) =>
    updateSubscription(store, store.get(store.subscriptions, id, owner, "subscription"), params),
  ),
  route("DELETE", "/v1/subscriptions/:id", (store, { owner }, id) => cancelSubscription(store, store.get(store.subscriptions, id, owner, "subscription"))),
  route("GET", "/v1/invoices/:id", (store, { owner }, id) => store.get(store.invoices, id, owner, "invoice")),
  route("GET", "/v1/invoice_payments", (store, { params, owner }) => {
    const invoice = store.get(store.invoices, requireString(params, "invoice"), owner, "invoice", "invoice", 400);
    return emptyList("/v1/invoice_payments", store.invoicePaymentsOf(invoice.id));
  }),
  route("GET", "/v1/invoice_payments/:id", (store, { owner }, id) => store.get(store.invoicePayments, id, owner, "invoice_payment")),

  route("POST", "/v1/refunds", (store, { params, owner }) => createRefund(store, params, owner)),
  route("GET", "/v1/refunds/:id", (store, { owner }, id) => store.get(store.refunds, id, owner, "refund")),
  route("POST", "/v1/transfers", (store, { params, owner }) => createTransfer(store, params, owner)),
  route("GET", "/v1/transfers/:id", (store, { owner }, id) => store.get(store.transfers, id, owner, "transfer")),
  route("GET", "/v1/disputes/:id", (store, { owner }, id) => store.get(store.disputes, id, owner, "dispute")),
  route("GET", "/v1/events/:id", (store, { owner }, id) => {
    const event = store.events.find((candidate) => candidate.id === id && (candidate.account ?? null) === owner);
    if (!event) throw missingObject("event", id);
    return event;
  }),
];

/** Answers one `/v1` request with the object it returns; unknown routes get Stripe's 404. */
export function handleApiRequest(store: StripeStore, request: ApiRequest): object {
  for (const candidate of routes) {
    if (candidate.method !== request.method) continue;
    const match = candidate.pattern.exec(request.path);
    if (match) return candidate.handle(store, request, decodeURIComponent(match[1] ?? ""));
  }
  throw new StripeApiError(
    404,
    `Unrecognized request URL (${request.method}: ${request.path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  );
}

export interface RecordedStripeRequest {
  method: string;
  path: string;
  /** The Stripe-Account header, null for the platform. */
  account: string | null;
  idempotencyKey: string | null;
  params: FormObject;
  status: number;
}

const MAX_IDEMPOTENCY_KEYS = 10_000;

/** What the `/v1` pipeline keeps between requests. */
export interface ApiContext {
  store: StripeStore;
  /** Answers by idempotency key, scoped by account as on Stripe. */
  idempotent: Map<string, { fingerprint: string; status: number; body: unknown }>;
  /** Where requests are recorded; null when not recording. */
  requests: RecordedStripeRequest[] | null;
}

function authenticate(req: http.IncomingMessage): void {
  const authorization = header(req, "authorization");
  if (!authorization) {
    throw new StripeApiError(
      401,
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
    );
  }
  const key = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] ?? "";
  if (!key.startsWith("sk_"))
    throw new StripeApiError(401, `Invalid API Key provided: ${key.slice(0, 8)}${"*".repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`, {
      code: "api_key_invalid",
    });
}

function connectedAccount(store: StripeStore, req: http.IncomingMessage): Owner {
  const account = header(req, "stripe-account");
  if (account === null) return null;
  if (!store.accounts.has(account)) {
    throw new StripeApiError(
      403,
      `The provided key does not have access to account '${account}' (or that account does not exist). Application access may have been revoked.`,
      { code: "account_invalid" },
    );
  }
  return account;
}

/** Answers the request once, or replays the first answer to its idempotency key. */
function answerOnce(
  context: ApiContext,
  request: ApiRequest,
  requestId: string,
  idempotencyKey: string | null,
  fingerprint: string,
): { status: number; body: unknown; replayed: boolean } {
  const scope = `${request.owner ?? "platform"} ${idempotencyKey}`;
  const earlier = idempotencyKey === null ? undefined : context.idempotent.get(scope);
  if (earlier && earlier.fingerprint !== fingerprint) {
    throw new StripeApiError(
      400,
      `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
      { type: "idempotency_error" },
    );
  }
  if (earlier) return { status: earlier.status, body: earlier.body, replayed: true };
  const { store } = context;
  let status = 200;
  let body: unknown;
  store.request = { id: requestId, idempotency_key: idempotencyKey };
  try {
    body = store.present(handleApiRequest(store, request), readExpand(request.params));
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    status = error.status;
    body = error.toBody();
  } finally {
    store.request = { id: null, idempotency_key: null };
  }
  if (idempotencyKey !== null && status < 500) {
    context.idempotent.set(scope, { fingerprint, status, body });
    // The SDK keys every POST; a simulator that runs for days keeps the latest ones only (Stripe keeps them 24 hours).
    if (context.idempotent.size > MAX_IDEMPOTENCY_KEYS) context.idempotent.delete(context.idempotent.keys().next().value ?? "");
  }
  return { status, body, replayed: false };
}

/** One `/v1` request: the key, the Stripe-Account header, the form, idempotency, then the route. */
export async function serveApiRequest(context: ApiContext, req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
  const method = req.method ?? "GET";
  const raw = await readBody(req);
  const requestId = newId("req");
  const idempotencyKey = method === "POST" ? header(req, "idempotency-key") : null;
  const headers: Record<string, string> = { "request-id": requestId, "stripe-version": header(req, "stripe-version") ?? STRIPE_API_VERSION };
  let params: FormObject = {};
  let answer: { status: number; body: unknown; replayed: boolean };
  try {
    authenticate(req);
    const owner = connectedAccount(context.store, req);
    params = parseForm(method === "POST" ? raw : url.search.slice(1));
    const request = { method, path: url.pathname.replace(/\/+$/, ""), params, owner };
    answer = answerOnce(context, request, requestId, idempotencyKey, `${method} ${url.pathname} ${raw}`);
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    answer = { status: error.status, body: error.toBody(), replayed: false };
  }
  context.requests?.push({ method, path: url.pathname, account: header(req, "stripe-account"), idempotencyKey, params, status: answer.status });
  if (answer.replayed) headers["idempotent-replayed"] = "true";
  sendJson(res, answer.status, answer.body, headers);
}
