/**
 * Connected accounts with their onboarding, customers, products and prices.
 */
import type Stripe from "stripe";
import { readBoolean, readEnum, readInteger, readMetadata, readObject, readString, requireInteger, requireString, missingParam } from "./stripeForm.ts";
import type { FormObject } from "./stripeForm.ts";
import { INTERVALS, StripeApiError, newId } from "./stripeObjects.ts";
import type { FakeAccount, FakeCustomer, FakePrice, FakeProduct, Owner } from "./stripeObjects.ts";
import type { StripeStore } from "./stripeStore.ts";

/** What a new connected account still has to provide, so it can neither charge nor be paid out. */
const ONBOARDING_REQUIREMENTS = ["business_profile.url", "external_account", "tos_acceptance.date", "tos_acceptance.ip"];
/** How long an account link stays usable, as on Stripe. */
const ACCOUNT_LINK_TTL_SECONDS = 300;

function requirements(due: string[]): Stripe.Account.Requirements {
  return {
    alternatives: [],
    current_deadline: null,
    currently_due: due,
    disabled_reason: due.length > 0 ? "requirements.past_due" : null,
    errors: [],
    eventually_due: due,
    past_due: due,
    pending_verification: [],
  };
}

function requestedCapabilities(form: FormObject, type: string): Stripe.Account.Capabilities {
  const asked = readObject(form, "capabilities") ?? {};
  const wants = (name: string): boolean => {
    const entry = asked[name];
    return typeof entry === "object" && !Array.isArray(entry) && entry.requested === "true";
  };
  const capabilities: Stripe.Account.Capabilities = {};
  // A Standard account gets both without asking; the others get what the platform requests.
  if (type === "standard" || wants("card_payments")) capabilities.card_payments = "inactive";
  if (type === "standard" || wants("transfers")) capabilities.transfers = "inactive";
  return capabilities;
}

export function createAccount(store: StripeStore, form: FormObject, id = newId("acct")): FakeAccount {
  const type = readEnum(form, "type", ["standard", "express", "custom"]) ?? (readObject(form, "controller") ? "none" : "standard");
  const account: FakeAccount = {
    id,
    object: "account",
    business_type: readEnum(form, "business_type", ["company", "government_entity", "individual", "non_profit"]) ?? null,
    capabilities: requestedCapabilities(form, type),
    charges_enabled: false,
    country: readString(form, "country") ?? "US",
    created: store.now(),
    default_currency: readString(form, "default_currency") ?? "usd",
    details_submitted: false,
    email: readString(form, "email") ?? null,
    metadata: readMetadata(form),
    payouts_enabled: false,
    requirements: requirements(ONBOARDING_REQUIREMENTS),
    type,
  };
  return store.add(store.accounts, account, null);
}

export function updateAccount(store: StripeStore, account: FakeAccount, form: FormObject): FakeAccount {
  const previous: Record<string, unknown> = {};
  const email = readString(form, "email");
  if (email !== undefined && email !== account.email) {
    previous.email = account.email;
    account.email = email;
  }
  const businessType = readEnum(form, "business_type", ["company", "government_entity", "individual", "non_profit"]);
  if (businessType !== undefined && businessType !== account.business_type) {
    previous.business_type = account.business_type ?? null;
    account.business_type = businessType;
  }
  const metadata = readMetadata(form, "metadata", account.metadata);
  if (JSON.stringify(metadata) !== JSON.stringify(account.metadata ?? {})) {
    previous.metadata = account.metadata ?? {};
    account.metadata = metadata;
  }
  if (Object.keys(previous).length > 0) store.emit("account.updated", account, account.id, previous);
  return account;
}

export function deleteAccount(store: StripeStore, account: FakeAccount): Stripe.DeletedAccount {
  store.accounts.delete(account.id);
  return { id: account.id, object: "account", deleted: true };
}

export function createAccountLink(store: StripeStore, form: FormObject): Stripe.AccountLink {
  const accountId = requireString(form, "account");
  const account = store.accounts.get(accountId);
  if (!account) throw new StripeApiError(400, `No such account: '${accountId}'`, { code: "resource_missing", param: "account" });
  const type = readEnum(form, "type", ["account_onboarding", "account_update"]);
  if (type === undefined) throw missingParam("type");
  const refreshUrl = requireString(form, "refresh_url");
  const returnUrl = requireString(form, "return_url");
  const created = store.now();
  const token = newId("link");
  const expiresAt = created + ACCOUNT_LINK_TTL_SECONDS;
  store.accountLinks.set(token, { account: account.id, refreshUrl, returnUrl, expiresAt, used: false });
  return { object: "account_link", created, expires_at: expiresAt, url: `${store.publicUrl()}/connect/onboarding/${account.id}?link=${token}` };
}

/** What the onboarding page's button does: the account can charge and be paid out; `account.updated` says so. */
export function completeOnboarding(store: StripeStore, accountId: string): FakeAccount {
  const account = store.getAny(store.accounts, accountId, "account");
  if (account.details_submitted && account.charges_enabled && account.payouts_enabled) return account;
  const previous = {
    charges_enabled: account.charges_enabled,
    details_submitted: account.details_submitted,
    payouts_enabled: account.payouts_enabled,
    capabilities: structuredClone(account.capabilities),
    requirements: structuredClone(account.requirements),
  };
  account.charges_enabled = true;
  account.details_submitted = true;
  account.payouts_enabled = true;
  account.capabilities = { ...account.capabilities, card_payments: "active", transfers: "active" };
  account.requirements = requirements([]);
  store.emit("account.updated", account, account.id, previous);
  return account;
}

export function createCustomer(store: StripeStore, form: FormObject, owner: Owner): FakeCustomer {
  const customer: FakeCustomer = {
    id: newId("cus"),
    object: "customer",
    balance: 0,
    created: store.now(),
    default_source: null,
    description: readString(form, "description") ?? null,
    email: readString(form, "email") ?? null,
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: readMetadata(form),
    name: readString(form, "name") ?? null,
    phone: readString(form, "phone") ?? null,
    shipping: null,
  };
  return store.add(store.customers, customer, owner);
}

/** A product from `POST /v1/products` or from a `product_data` hash (`param` names it in errors). */
export function createProduct(store: StripeStore, form: FormObject, owner: Owner, param = ""): FakeProduct {
  const at = (key: string): string => (param ? `${param}[${key}]` : key);
  const now = store.now();
  const product: FakeProduct = {
    id: readString(form, "id", at("id")) || newId("prod"),
    object: "product",
    active: readBoolean(form, "active", at("active")) ?? true,
    created: now,
    default_price: null,
    description: readString(form, "description", at("description")) ?? null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: readMetadata(form),
    name: requireString(form, "name", at("name")),
    package_dimensions: null,
    shippable: null,
    tax_details: null,
    type: "service",
    unit_label: null,
    updated: now,
    url: null,
  };
  if (store.products.has(product.id)) throw new StripeApiError(400, "Product already exists.", { code: "resource_already_exists", param: at("id") });
  return store.add(store.products, product, owner);
}

export function updateProduct(store: StripeStore, product: FakeProduct, form: FormObject): FakeProduct {
  product.name = readString(form, "name") || product.name;
  product.description = readString(form, "description") ?? product.description;
  product.active = readBoolean(form, "active") ?? product.active;
  product.metadata = readMetadata(form, "metadata", product.metadata);
  product.updated = store.now();
  return product;
}

/**
 * A price from `POST /v1/prices` or from a `price_data` hash (`param` names it
 * in errors): an inline price from `price_data` is not reusable, so it is inactive.
 */
export function createPrice(store: StripeStore, form: FormObject, owner: Owner, param = ""): FakePrice {
  const at = (key: string): string => (param ? `${param}[${key}]` : key);
  const currency = requireString(form, "currency", at("currency")).toLowerCase();
  const unitAmount = requireInteger(form, "unit_amount", at("unit_amount"));
  if (unitAmount < 0)
    throw new StripeApiError(400, "This value must be greater than or equal to 0.", { code: "parameter_invalid_integer", param: at("unit_amount") });
  const productId = readString(form, "product", at("product"));
  const productData = readObject(form, "product_data", at("product_data"));
  let product: string;
  if (productId) product = store.get(store.products, productId, owner, "product", at("product"), 400).id;
  else if (productData) product = createProduct(store, productData, owner, at("product_data")).id;
  else throw missingParam(at("product"));
  const recurringForm = readObject(form, "recurring", at("recurring"));
  let recurring: Stripe.Price.Recurring | null = null;
  if (recurringForm) {
    const interval = readEnum(recurringForm, "interval", INTERVALS, `${at("recurring")}[interval]`);
    if (interval === undefined) throw missingParam(`${at("recurring")}[interval]`);
    const count = readInteger(recurringForm, "interval_count", `${at("recurring")}[interval_count]`) ?? 1;
    recurring = { interval, interval_count: count, meter: null, trial_period_days: null, usage_type: "licensed" };
  }
  const price: FakePrice = {
    id: newId("price"),
    object: "price",
    active: param ? false : (readBoolean(form, "active") ?? true),
    billing_scheme: "per_unit",
    created: store.now(),
    currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: param ? null : (readString(form, "lookup_key") ?? null),
    metadata: param ? {} : readMetadata(form),
    nickname: param ? null : (readString(form, "nickname") ?? null),
    product,
    recurring,
    tax_behavior: "unspecified",
    tiers_mode: null,
    transform_quantity: null,
    type: recurring ? "recurring" : "one_time",
    unit_amount: unitAmount,
    unit_amount_decimal: String(unitAmount),
  };
  return store.add(store.prices, price, owner);
}

export function updatePrice(price: FakePrice, form: FormObject): FakePrice {
  price.active = readBoolean(form, "active") ?? price.active;
  price.metadata = readMetadata(form, "metadata", price.metadata);
  price.nickname = readString(form, "nickname") ?? price.nickname;
  price.lookup_key = readString(form, "lookup_key") ?? price.lookup_key;
  return price;
}

/**
 * An account the product already knows by `id` (a fresh simulator after a
 * restart, a demo seed's account), made again under that id, onboarded when
 * the product had it validated. Nothing happens to an account that exists.
 */
export function restoreAccount(store: StripeStore, id: string, onboarded: boolean): FakeAccount {
  const existing = store.accounts.get(id);
  if (existing) return existing;
  if (!/^acct_[A-Za-z0-9_]+$/.test(id)) throw new StripeApiError(400, `Invalid account id: '${id}'`, { param: "id" });
  const account = createAccount(store, { type: "express" }, id);
  return onboarded ? completeOnboarding(store, id) : account;
}
