import { useId, useState } from "react";
import type { FormEvent } from "react";
import type { CustomDomainTarget, CustomDomainView } from "@storyloom/api/client";
import {
  isSettling,
  useAddCustomDomain,
  useCheckCustomDomain,
  useCustomDomains,
  useDeleteCustomDomain,
  useSetDomainNotifies,
} from "../../api/customDomains.ts";
import { errorMessageOf } from "../../api/errors.ts";
import { fieldErrorsOf } from "../../api/fieldErrors.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx";
import { Field } from "../../components/Form/Field.tsx";
import formStyles from "../../components/Form/Form.module.css";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import { useToast } from "../../components/Toasts/useToast.ts";
import { dnsFindingText, domainStateText, failureReasonText, ownershipDeadline } from "./domainLabels.ts";
import styles from "./CustomDomainsSection.module.css";

const timeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** A button that puts one DNS value on the clipboard, so it is pasted at the DNS provider exactly. */
function CopyButton({ value, what }: { value: string; what: string }) {
  const toast = useToast();
  return (
    <button
      type="button"
      className={`button button-small ${styles.copy}`}
      aria-label={`Copy the ${what}`}
      onClick={() => {
        navigator.clipboard.writeText(value).then(
          () => toast.success(`The ${what} is copied.`),
          () => toast.error(`The ${what} could not be copied: select it and copy it yourself.`),
        );
      }}
    >
      Copy
    </button>
  );
}

/**
 * The records to create at the domain's DNS provider, in the order the checks
 * look for them: one block per record, its name and value copyable.
 */
function RecordsTable({ domain }: { domain: CustomDomainView }) {
  const ownership = domain.ownershipRecord;
  return (
    <div className={styles.records} aria-label={`DNS records for ${domain.name}`} role="group">
      <h4>1. Prove it is yours</h4>
      <dl className={styles.record}>
        <dt>Purpose</dt>
        <dd className={styles.plain}>Proves the name is yours: nothing else is looked at until it is found</dd>
        <dt>Type</dt>
        <dd>{ownership.type}</dd>
        <dt>Name</dt>
        <dd className={styles.copyable}>
          <span>{ownership.name}</span>
          <CopyButton value={ownership.name} what="ownership record's name" />
        </dd>
        <dt>Value</dt>
        <dd className={styles.copyable}>
          <span>{ownership.value}</span>
          <CopyButton value={ownership.value} what="ownership record's value" />
        </dd>
      </dl>
      <h4>2. Point it here</h4>
      {domain.records.map((record) => {
        const purpose = record.purpose === "ROUTING" ? "routing" : "validation";
        return (
          <dl key={`${record.purpose}-${record.name}`} className={styles.record}>
            <dt>Purpose</dt>
            <dd className={styles.plain}>
              {record.purpose === "ROUTING" ? "Points the name at Storyloom" : "Lets the certificate authority validate the name"}
            </dd>
            <dt>Type</dt>
            <dd>{record.type}</dd>
            <dt>Name</dt>
            <dd className={styles.copyable}>
              <span>{record.name}</span>
              <CopyButton value={record.name} what={`${purpose} record's name`} />
            </dd>
            <dt>Value</dt>
            <dd className={styles.copyable}>
              <span>{record.value}</span>
              <CopyButton value={record.value} what={`${purpose} record's value`} />
            </dd>
          </dl>
        );
      })}
    </div>
  );
}

function DomainCard({ domain }: { domain: CustomDomainView }) {
  const toast = useToast();
  const check = useCheckCustomDomain();
  const notify = useSetDomainNotifies();
  const remove = useDeleteCustomDomain();
  const [isRemoving, setIsRemoving] = useState(false);
  const notifyId = useId();
  const failure = failureReasonText(domain.certFailureReason);
  const isLive = domain.certificateStatus === "VALIDATED";
  const isFailed = domain.certificateStatus === "VALIDATION_FAILED" || domain.certificateStatus === "VALIDATION_TIMED_OUT";
  const deadline = ownershipDeadline(domain);

  return (
    <li className={styles.domain} aria-labelledby={`domain-${domain.id}`} data-testid="custom-domain">
      <h3 id={`domain-${domain.id}`}>{domain.name}</h3>
      <p className={isLive ? styles.live : isFailed ? styles.failed : undefined} data-testid="domain-status">
        {domainStateText(domain)}
        {failure ? `: ${failure}.` : ""}
      </p>
      {isLive && (
        <p>
          Readers find it at{" "}
          <a href={domain.url} target="_blank" rel="noreferrer">
            {domain.url}
          </a>
          .
        </p>
      )}
      <p data-testid="domain-dns">
        {dnsFindingText(domain)}
        {domain.dns.checkedAt ? ` (looked ${timeFormat.format(new Date(domain.dns.checkedAt))})` : ""}
      </p>
      {deadline && (
        <p className={styles.deadline} role="note">
          Add the ownership record (step 1 below) before {timeFormat.format(deadline)}: from then on this domain is served only while the record is found. Use
          “Check now” once it is in place.
        </p>
      )}
      {isLive ? (
        <details className={styles.liveRecords} open={deadline !== null}>
          <summary>DNS records</summary>
          <RecordsTable domain={domain} />
        </details>
      ) : (
        <>
          <p className={styles.muted}>Create these records at your domain's DNS provider:</p>
          <RecordsTable domain={domain} />
          {domain.nextCheckAt && (
            <p className={styles.muted}>Looked at again by itself {timeFormat.format(new Date(domain.nextCheckAt))}; DNS changes can take an hour to show.</p>
          )}
        </>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className="button button-small"
          disabled={check.isPending}
          onClick={() => check.mutate(domain.id, { onError: (error) => toast.error(`The domain could not be checked: ${errorMessageOf(error)}`) })}
        >
          {check.isPending ? "Checking…" : "Check now"}
        </button>
        {/* The box and its words stay together when the row wraps (at 390 px the box was left beside "Check now"). */}
        <span className={styles.check}>
          <input
            id={notifyId}
            type="checkbox"
            checked={notify.isPending ? notify.variables.shouldNotifyReaders : domain.shouldNotifyReaders}
            disabled={notify.isPending}
            onChange={(event) =>
              notify.mutate(
                { domainId: domain.id, shouldNotifyReaders: event.target.checked },
                { onError: (error) => toast.error(`The setting could not be saved: ${errorMessageOf(error)}`) },
              )
            }
          />
          <label htmlFor={notifyId}>Tell readers about this address</label>
        </span>
        <button type="button" className="button button-small button-danger" onClick={() => setIsRemoving(true)} disabled={remove.isPending}>
          Disconnect
        </button>
      </div>
      <ConfirmDialog
        open={isRemoving}
        title={`Disconnect ${domain.name}?`}
        confirmLabel="Disconnect"
        tone="danger"
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(domain.id, {
            onSuccess: () => toast.success(`${domain.name} is disconnected.`),
            onError: (error) => toast.error(`The domain could not be disconnected: ${errorMessageOf(error)}`),
            onSettled: () => setIsRemoving(false),
          })
        }
        onCancel={() => setIsRemoving(false)}
      >
        <p>The address stops showing your {domain.target.kind} at once. You can connect it again later.</p>
      </ConfirmDialog>
    </li>
  );
}

/**
 * A book's or series' own web addresses: add a domain, see the DNS records
 * to create and what the last lookup found, the certificate's state (polled
 * while it settles), check now, tell readers, disconnect.
 */
export function CustomDomainsSection({ target, kind }: { target: CustomDomainTarget; kind: "book" | "series" }) {
  const domains = useCustomDomains(target);
  const add = useAddCustomDomain(target);
  const [name, setName] = useState("");
  const [shouldNotifyReaders, setShouldNotifyReaders] = useState(false);
  const headingId = useId();
  const addNotifyId = useId();
  const errors = fieldErrorsOf(add.error);
  const generalError = add.error && !errors["name"] ? errorMessageOf(add.error) : null;
  const items = domains.data?.items ?? [];

  function handleAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    add.mutate(
      { name: name.trim(), shouldNotifyReaders },
      {
        onSuccess: () => {
          setName("");
          setShouldNotifyReaders(false);
        },
      },
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>Custom domains</h2>
      <div className={styles.panel}>
        <p className={styles.muted}>
          Give this {kind} its own web address, such as {kind === "book" ? "book.yourname.com" : "series.yourname.com"}: readers open it there, with a
          certificate for HTTPS.
        </p>
        {domains.isPending && <p role="status">Loading the domains…</p>}
        {domains.isError && (
          <LoadFailed title="The domains could not be loaded" error={domains.error} onRetry={() => void domains.refetch()} isRetrying={domains.isFetching} />
        )}
        {domains.data && items.length === 0 && <p>No custom domain yet.</p>}
        {items.length > 0 && (
          <ul className={styles.domains} aria-label="Custom domains">
            {items.map((domain) => (
              <DomainCard key={domain.id} domain={domain} />
            ))}
          </ul>
        )}
        {items.some(isSettling) && <p className={styles.muted}>This page looks again every few seconds.</p>}
        <form className={`${styles.add} ${formStyles.form}`} onSubmit={handleAdd} aria-label="Add a custom domain" noValidate>
          <Field label="Domain name" error={errors["name"]}>
            {(control) => (
              <input
                {...control}
                className={formStyles.control}
                value={name}
                maxLength={253}
                placeholder="book.example.com"
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => setName(event.target.value)}
              />
            )}
          </Field>
          <span className={styles.check}>
            <input id={addNotifyId} type="checkbox" checked={shouldNotifyReaders} onChange={(event) => setShouldNotifyReaders(event.target.checked)} />
            <label htmlFor={addNotifyId}>Tell readers about this address</label>
          </span>
          <button type="submit" className="button button-primary" disabled={add.isPending || name.trim() === ""}>
            {add.isPending ? "Adding…" : "Add domain"}
          </button>
        </form>
        {generalError && <p role="alert">{generalError}</p>}
      </div>
    </section>
  );
}
