import { useState } from "react";
import type { AdminUserView } from "@storyloom/api/client";
import { errorMessageOf } from "../../api/errors.ts";
import { fieldErrorsOf } from "../../api/fieldErrors.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";

/** The amounts an admin gives, in cents. */
const AMOUNTS = [500, 1000, 2000, 5000] as const;

/** Gives an account promotional AI credit: an amount, and a note kept in the account's balance history. */
export function PromoCreditDialog(props: {
  user: AdminUserView;
  isPending: boolean;
  error: unknown;
  onGive: (amount: number, note: string) => void;
  onCancel: () => void;
}) {
  const [amount, setAmount] = useState<number>(1000);
  const [note, setNote] = useState("");
  const fields = fieldErrorsOf(props.error);
  const general = props.error && Object.keys(fields).length === 0 ? errorMessageOf(props.error) : null;
  return (
    <ConfirmDialog
      open
      title={`Give AI credit to ${props.user.email}?`}
      confirmLabel="Give credit"
      isPending={props.isPending}
      onConfirm={() => props.onGive(amount, note)}
      onCancel={props.onCancel}
    >
      <p>The credit is added to their AI balance at once and shows in their history as promotional credit.</p>
      <Field label="Amount" error={fields.amount}>
        {(control) => (
          <select {...control} className={formStyles.control} value={amount} onChange={(event) => setAmount(Number(event.target.value))}>
            {AMOUNTS.map((cents) => (
              <option key={cents} value={cents}>
                ${(cents / 100).toFixed(2)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Note (optional)" hint="Shown in their balance history." error={fields.note}>
        {(control) => <input {...control} className={formStyles.control} maxLength={200} value={note} onChange={(event) => setNote(event.target.value)} />}
      </Field>
      {general && <p role="alert">{general}</p>}
    </ConfirmDialog>
  );
}
