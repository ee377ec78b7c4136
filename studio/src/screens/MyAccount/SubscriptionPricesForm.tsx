import { useState } from "react";
import type { FormEvent } from "react";
import type { SubscriptionPriceView } from "@storyloom/api/client";
import { errorMessageOf } from "../../api/errors.ts";
import { fieldErrorsOf } from "../../api/fieldErrors.ts";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";
import { INTERVALS, INTERVAL_LABELS, draftsOf, pricesOf, serverErrorsByInterval } from "./subscriptionPrices.ts";
import type { Interval, PriceDrafts } from "./subscriptionPrices.ts";

export interface PricesSubmission {
  subscriptionEnabled: boolean;
  defaultSubscription: boolean;
  prices: Array<{ interval: Interval; amount: number }>;
}

/**
 * The prices of one subscription (the author's or a series'): an amount per
 * interval (left empty: not offered), whether it is offered, and for a series
 * whether it comes first on its books. Amounts are checked here before they
 * are sent, and the server's messages are shown on their interval.
 */
export function SubscriptionPricesForm(props: {
  idPrefix: string;
  title: string;
  subscriptionEnabled: boolean;
  defaultSubscription?: boolean | undefined;
  prices: readonly SubscriptionPriceView[];
  isSaving: boolean;
  error: unknown;
  onSave: (submission: PricesSubmission) => void;
}) {
  const [drafts, setDrafts] = useState<PriceDrafts>(() => draftsOf(props.prices));
  const [enabled, setEnabled] = useState(props.subscriptionEnabled);
  const [first, setFirst] = useState(props.defaultSubscription ?? false);
  const [localErrors, setLocalErrors] = useState<Partial<Record<Interval, string>>>({});
  const [sent, setSent] = useState<Array<{ interval: Interval }>>([]);
  const serverErrors = serverErrorsByInterval(fieldErrorsOf(props.error), sent);
  const errorsShown = { ...serverErrors, ...localErrors };
  const generalError = props.error && Object.keys(serverErrors).length === 0 ? errorMessageOf(props.error) : null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { prices, errors } = pricesOf(drafts);
    setLocalErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setSent(prices);
    props.onSave({ subscriptionEnabled: enabled, defaultSubscription: first, prices });
  }

  return (
    <form className={formStyles.form} onSubmit={handleSubmit} noValidate aria-labelledby={`${props.idPrefix}-heading`}>
      <h3 id={`${props.idPrefix}-heading`}>{props.title}</h3>
      {INTERVALS.map((interval) => (
        <Field
          key={interval}
          label={`${INTERVAL_LABELS[interval]} (USD)`}
          hint={interval === "month" ? "Leave an interval empty not to offer it." : undefined}
          error={errorsShown[interval]}
        >
          {(control) => (
            <input
              {...control}
              className={formStyles.control}
              inputMode="decimal"
              placeholder="Not offered"
              value={drafts[interval]}
              onChange={(event) => setDrafts({ ...drafts, [interval]: event.target.value })}
            />
          )}
        </Field>
      ))}
      <label className={formStyles.checkbox}>
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} /> Offer this subscription to readers
      </label>
      {props.defaultSubscription !== undefined && (
        <label className={formStyles.checkbox}>
          <input type="checkbox" checked={first} onChange={(event) => setFirst(event.target.checked)} /> Offer it first on this series' books, before your own
          subscription
        </label>
      )}
      {generalError && <p role="alert">{generalError}</p>}
      <div className={formStyles.actions}>
        <button type="submit" className="button button-primary" disabled={props.isSaving}>
          {props.isSaving ? "Saving…" : "Save prices"}
        </button>
      </div>
    </form>
  );
}
