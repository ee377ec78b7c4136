/**
 * The fake Stripe's memory: every object with the account it belongs to, the
 * clock, the event log, and how an object is presented with `expand`.
 */
import { STRIPE_API_VERSION, emptyList, missingObject, newId } from "./stripeObjects.ts";
import type {
  FakeAccount,
  FakeCharge,
  FakeCheckoutSession,
  FakeCustomer,
  FakeDispute,
  FakeEvent,
  FakeEventType,
  FakeInvoice,
  FakeInvoicePayment,
  FakeLineItem,
  FakePaymentIntent,
  FakePrice,
  FakeProduct,
  FakeRefund,
  FakeStripeObject,
  FakeSubscription,
  FakeTransfer,
  Owner,
} from "./stripeObjects.ts";

/** What an account link remembers: the page it opens and where it sends the user after. */
export interface AccountLinkState {
  account: string;
  refreshUrl: string;
  returnUrl: string;
  expiresAt: number;
  /** Set once the page has sent the user back: Stripe's links work once. */
  used: boolean;
}

/** What a checkout session was asked to do once paid, which its public fields do not show. */
export interface SessionPlan {
  lineItems: FakeLineItem[];
  applicationFeeAmount: number | null;
  paymentIntentMetadata: Record<string, string>;
  transferGroup: string | null;
  description: string | null;
  applicationFeePercent: number | null;
  subscriptionMetadata: Record<string, string>;
  subscriptionDescription: string | null;
}

export interface StripeStoreOptions {
  /** Milliseconds since the epoch; Date.now unless a test fixes the clock. */
  clock: () => number;
  /** The base URL of the hosted pages, as the browser reaches them. */
  publicUrl: () => string;
  /** Called with each new event, in order. */
  onEvent: (event: FakeEvent) => void;
}

type Stored = { id: string };

export class StripeStore {
  readonly accounts = new Map<string, FakeAccount>();
  readonly accountLinks = new Map<string, AccountLinkState>();
  readonly customers = new Map<string, FakeCustomer>();
  readonly products = new Map<string, FakeProduct>();
  readonly prices = new Map<string, FakePrice>();
  readonly sessions = new Map<string, FakeCheckoutSession>();
  readonly sessionPlans = new Map<string, SessionPlan>();
  readonly paymentIntents = new Map<string, FakePaymentIntent>();
  readonly charges = new Map<string, FakeCharge>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  /** How many periods each subscription has started, counting from its billing cycle anchor. */
  readonly subscriptionCycles = new Map<string, number>();
  readonly invoices = new Map<string, FakeInvoice>();
  readonly invoicePayments = new Map<string, FakeInvoicePayment>();
  readonly refunds = new Map<string, FakeRefund>();
  readonly transfers = new Map<string, FakeTransfer>();
  readonly disputes = new Map<string, FakeDispute>();
  readonly events: FakeEvent[] = [];
  /**
   * The API request being answered, copied into the events it causes. Handlers
   * run synchronously, so the server sets it around one handler call.
   */
  request: FakeEvent["request"] = { id: null, idempotency_key: null };

  private readonly owners = new Map<string, Owner>();
  private readonly options: StripeStoreOptions;

  constructor(options: StripeStoreOptions) {
    this.options = options;
  }

  /** Unix seconds. */
  now(): number {
    return Math.floor(this.options.clock() / 1000);
  }

  publicUrl(): string {
    return this.options.publicUrl();
  }

  add<T extends Stored>(map: Map<string, T>, object: T, owner: Owner): T {
    map.set(object.id, object);
    this.owners.set(object.id, owner);
    return object;
  }

  ownerOf(id: string): Owner {
    return this.owners.get(id) ?? null;
  }

  /** The object as the caller may see it: only within the account it belongs to (the Stripe-Account header). */
  get<T extends Stored>(map: Map<string, T>, id: string, owner: Owner, noun: string, param = "id", status = 404): T {
    const object = map.get(id);
    if (!object || this.ownerOf(id) !== owner) throw missingObject(noun, id, param, status);
    return object;
  }

  /** The object whatever account it belongs to: for the test controls and the hosted pages. */
  getAny<T extends Stored>(map: Map<string, T>, id: string, noun: string): T {
    const object = map.get(id);
    if (!object) throw missingObject(noun, id);
    return object;
  }

  /** Records an event about `object` (a snapshot of it now) and hands it to delivery. */
  emit(type: FakeEventType, object: FakeStripeObject, owner: Owner, previousAttributes?: Record<string, unknown>): FakeEvent {
    const event: FakeEvent = {
      id: newId("evt"),
      object: "event",
      ...(owner ? { account: owner } : {}),
      api_version: STRIPE_API_VERSION,
      created: this.now(),
      data: previousAttributes ? { object: structuredClone(object), previous_attributes: previousAttributes } : { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { ...this.request },
      type,
    };
    this.events.push(event);
    this.options.onEvent(event);
    return event;
  }

  /** A copy of the object with the `expand` paths (dotted, `data.` for lists) replaced by the objects they name. */
  present(object: object, expand: string[] = []): Record<string, unknown> {
    const copy: Record<string, unknown> = { ...structuredClone(object) };
    for (const path of expand) this.expandPath(copy, path.split("."));
    return copy;
  }

  invoicePaymentsOf(invoiceId: string): FakeInvoicePayment[] {
    return [...this.invoicePayments.values()].filter((payment) => payment.invoice === invoiceId);
  }

  /** Any object by its id, whatever its kind and account. */
  findById(id: string): object | undefined {
    const maps: Array<Map<string, Stored>> = [
      this.accounts,
      this.customers,
      this.products,
      this.prices,
      this.sessions,
      this.paymentIntents,
      this.charges,
      this.subscriptions,
      this.invoices,
      this.invoicePayments,
      this.refunds,
      this.transfers,
      this.disputes,
    ];
    for (const map of maps) {
      const found = map.get(id);
      if (found) return found;
    }
    return undefined;
  }

  /** Expands one path in place; a path naming nothing expandable is left as it is rather than refused. */
  private expandPath(node: Record<string, unknown>, path: string[]): void {
    const [head, ...rest] = path;
    if (head === undefined) return;
    if (node.object === "list" && head === "data" && Array.isArray(node.data)) {
      for (const element of node.data) if (isRecord(element)) this.expandPath(element, rest);
      return;
    }
    if (node.object === "checkout.session" && head === "line_items" && typeof node.id === "string") {
      const plan = this.sessionPlans.get(node.id);
      node.line_items = structuredClone(emptyList(`/v1/checkout/sessions/${node.id}/line_items`, plan?.lineItems ?? []));
    } else if (node.object === "invoice" && head === "payments" && typeof node.id === "string") {
      node.payments = structuredClone(emptyList(`/v1/invoices/${node.id}/payments`, this.invoicePaymentsOf(node.id)));
    } else if (typeof node[head] === "string") {
      const found = this.findById(node[head]);
      if (found) node[head] = structuredClone(found);
    }
    const child = node[head];
    if (isRecord(child)) this.expandPath(child, rest);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
