import type { BookView, UpdateBookBody } from "@storyloom/api/client";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";
import { dollarsText, formatCents, parseDollars, ruleNumberOf } from "./paywallLabels.ts";
import styles from "./BookScreen.module.css";

/** The selling settings as the inputs hold them: prices in dollars, empty numbers turning a rule off. */
export interface PaywallDraft {
  chapterPrice: string;
  bundle: boolean;
  bundlePrice: string;
  /** The input's text: the API names what is wrong with it. */
  publicChaptersCount: string;
  paidLatestChaptersCount: string;
  freeAfterDays: string;
  subscriberEarlyDays: string;
  subscribersOnly: boolean;
}

export type PaywallChanges = Pick<
  UpdateBookBody,
  "chapterPrice" | "bundle" | "bundlePrice" | "publicChaptersCount" | "paidLatestChaptersCount" | "freeAfterDays" | "subscriberEarlyDays" | "subscribersOnly"
>;

const ruleText = (value: number | null) => (value === null ? "" : String(value));

export function paywallDraftOf(book: BookView): PaywallDraft {
  return {
    chapterPrice: dollarsText(book.chapterPrice),
    bundle: book.bundle,
    bundlePrice: dollarsText(book.bundlePrice),
    publicChaptersCount: String(book.publicChaptersCount),
    paidLatestChaptersCount: ruleText(book.paidLatestChaptersCount),
    freeAfterDays: ruleText(book.freeAfterDays),
    subscriberEarlyDays: ruleText(book.subscriberEarlyDays),
    subscribersOnly: book.subscribersOnly,
  };
}

/**
 * The draft as the API takes it, or the fields whose text is no amount. The
 * whole book's price is kept when it is taken off sale, so that selling it
 * again needs no new price.
 */
export function paywallChangesOf(draft: PaywallDraft): { changes: PaywallChanges } | { errors: Record<string, string> } {
  const chapterPrice = parseDollars(draft.chapterPrice);
  const bundlePrice = parseDollars(draft.bundlePrice);
  const errors: Record<string, string> = {};
  if ("error" in chapterPrice) errors.chapterPrice = chapterPrice.error;
  if ("error" in bundlePrice) errors.bundlePrice = bundlePrice.error;
  if ("error" in chapterPrice || "error" in bundlePrice) return { errors };
  return {
    changes: {
      chapterPrice: chapterPrice.cents,
      bundle: draft.bundle,
      bundlePrice: bundlePrice.cents,
      // An empty or non-numeric field goes as NaN (sent as null), which the API refuses with its own message.
      publicChaptersCount: draft.publicChaptersCount.trim() === "" ? Number.NaN : Number(draft.publicChaptersCount),
      paidLatestChaptersCount: ruleNumberOf(draft.paidLatestChaptersCount),
      freeAfterDays: ruleNumberOf(draft.freeAfterDays),
      subscriberEarlyDays: ruleNumberOf(draft.subscriberEarlyDays),
      subscribersOnly: draft.subscribersOnly,
    },
  };
}

interface PaywallSectionProps {
  draft: PaywallDraft;
  /** The server's messages (and the form's own for amounts), by field. */
  errors: Record<string, string>;
  onChange: (changes: Partial<PaywallDraft>) => void;
}

function NumberField(props: { label: string; hint: string; error: string | undefined; value: string; min: number; onChange: (value: string) => void }) {
  return (
    <Field label={props.label} hint={props.hint} error={props.error}>
      {(control) => (
        <input
          {...control}
          className={formStyles.control}
          type="number"
          inputMode="numeric"
          min={props.min}
          step={1}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

function PriceField(props: { label: string; hint: string; error: string | undefined; value: string; onChange: (value: string) => void }) {
  return (
    <Field label={props.label} hint={props.hint} error={props.error}>
      {(control) => (
        <input
          {...control}
          className={formStyles.control}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** What a reader pays for and what is free: prices, the free chapters, and the paywall rules. Part of the book's form. */
export function PaywallSection({ draft, errors, onChange }: PaywallSectionProps) {
  const chapterCents = parseDollars(draft.chapterPrice);
  const sellsNothing = !draft.subscribersOnly && "cents" in chapterCents && chapterCents.cents === null && !draft.bundle;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Selling</legend>
      <p className={formStyles.hint}>
        Prices are in US dollars. The rules below apply together: a chapter is free if any of them frees it, and subscribers read every chapter.
      </p>
      <PriceField
        label="Price per chapter ($)"
        hint={`Readers buy chapters one at a time or in packs at this price; ${formatCents(50)} at least. Leave it empty not to sell chapters one by one.`}
        error={errors.chapterPrice}
        value={draft.chapterPrice}
        onChange={(chapterPrice) => onChange({ chapterPrice })}
      />
      <label className={formStyles.checkbox}>
        <input type="checkbox" checked={draft.bundle} onChange={(event) => onChange({ bundle: event.target.checked })} />
        <span>Sell the whole book</span>
      </label>
      {errors.bundle && (
        <p className={formStyles.error} role="alert">
          {errors.bundle}
        </p>
      )}
      {draft.bundle && (
        <PriceField
          label="Price of the whole book ($)"
          hint="Readers who buy the whole book read every chapter, including the ones still to come."
          error={errors.bundlePrice}
          value={draft.bundlePrice}
          onChange={(bundlePrice) => onChange({ bundlePrice })}
        />
      )}
      {sellsNothing && (
        <p className={formStyles.hint} data-testid="sells-nothing">
          Nothing is for sale, so every chapter is free to read. If you offer a subscription, the chapters after the free ones are for subscribers.
        </p>
      )}
      <NumberField
        label="Free chapters"
        hint="Readers may read this many of the first published chapters without paying. Once you sell chapters, the book or a subscription, the chapters after them are for readers who buy or subscribe."
        error={errors.publicChaptersCount}
        value={draft.publicChaptersCount}
        min={0}
        onChange={(publicChaptersCount) => onChange({ publicChaptersCount })}
      />
      <NumberField
        label="Only the latest chapters are paid"
        hint="How many of the newest chapters stay paid; older ones become free as you publish new ones. Leave it empty to keep every chapter after the free ones paid."
        error={errors.paidLatestChaptersCount}
        value={draft.paidLatestChaptersCount}
        min={1}
        onChange={(paidLatestChaptersCount) => onChange({ paidLatestChaptersCount })}
      />
      <NumberField
        label="Chapters become free after (days)"
        hint="Each chapter becomes free for everyone this many days after it is published. A chapter's own “free from” date, set when you schedule it, comes first. Leave it empty to keep chapters paid."
        error={errors.freeAfterDays}
        value={draft.freeAfterDays}
        min={1}
        onChange={(freeAfterDays) => onChange({ freeAfterDays })}
      />
      <NumberField
        label="Subscribers read new chapters early (days)"
        hint="For this many days after it is published, a new chapter is for subscribers only, even if a rule above frees it; nothing is sold until then. Leave it empty for no early access."
        error={errors.subscriberEarlyDays}
        value={draft.subscriberEarlyDays}
        min={1}
        onChange={(subscriberEarlyDays) => onChange({ subscriberEarlyDays })}
      />
      <label className={formStyles.checkbox}>
        <input type="checkbox" checked={draft.subscribersOnly} onChange={(event) => onChange({ subscribersOnly: event.target.checked })} />
        <span>Only subscribers can read this book</span>
      </label>
      {errors.subscribersOnly && (
        <p className={formStyles.error} role="alert">
          {errors.subscribersOnly}
        </p>
      )}
    </fieldset>
  );
}
