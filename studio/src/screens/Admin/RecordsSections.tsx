import { useState } from "react";
import { errorMessageOf } from "../../api/errors.ts";
import { STUDIO_PAGE_SIZE, pageCountOf } from "../../api/paging.ts";
import { useLiftAiSuspension } from "../../api/admin.ts";
import { useAiModerations, useAuditLog } from "../../api/moderation.ts";
import { Pagination } from "../../components/Pagination/Pagination.tsx";
import { useToast } from "../../components/Toasts/useToast.ts";
import { aiServiceLabel } from "../Ai/aiLabels.ts";
import { ListStatus } from "./ListStatus.tsx";
import { auditActionLabel, auditDetailsLine, auditSubjectLabel } from "./auditLabels.ts";
import tables from "../../styles/dataTable.module.css";
import styles from "./AdminScreen.module.css";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/**
 * The requests to the AI tools that moderation refused (only those are recorded): by default the ones that
 * suspended an author's AI tools, which need an admin; every refused request on demand. Lifts a suspension.
 */
export function AiModerationSection() {
  const toast = useToast();
  const [showAll, setShowAll] = useState(false);
  const [page, setPage] = useState(1);
  const checks = useAiModerations({ flagged: !showAll, page });
  const lift = useLiftAiSuspension();
  const data = checks.data;
  return (
    <section className={styles.directory} aria-labelledby="ai-heading">
      <h2 id="ai-heading">AI moderation</h2>
      <label className={styles.filters}>
        <input
          type="checkbox"
          checked={showAll}
          onChange={(event) => {
            setShowAll(event.target.checked);
            setPage(1);
          }}
        />
        Show refused requests that did not suspend the AI tools too
      </label>
      <ListStatus
        query={checks}
        noun="refused requests"
        empty={
          showAll
            ? "Moderation has refused no request to the AI tools."
            : "Moderation has suspended no author's AI tools. Refused requests that suspended nothing are listed with the box above."
        }
      />
      {data && data.items.length > 0 && (
        <ul className={styles.cards} aria-busy={checks.isPlaceholderData}>
          {data.items.map((check) => (
            <li key={check.id} className={styles.card}>
              <p className={styles.cardTitle}>
                <strong>{check.user.email}</strong> · {formatDate(check.createdAt)} · {aiServiceLabel[check.service]}{" "}
                {check.isSuspendsAi ? (
                  <span className={`${styles.status} ${check.isIdle ? styles.statusActive : styles.statusSuspended}`}>
                    {check.isIdle ? "Handled" : "Suspended AI"}
                  </span>
                ) : (
                  <span className={`${styles.status} ${styles.statusNeutral}`}>Refused</span>
                )}
              </p>
              {check.flaggedCategories.length > 0 && <p>Flagged: {check.flaggedCategories.join(", ")}</p>}
              {check.content && <blockquote className={styles.review}>{check.content}</blockquote>}
              {check.user.aiSuspendedByModeration && (
                <button
                  type="button"
                  className="button"
                  disabled={lift.isPending}
                  onClick={() =>
                    lift.mutate(
                      {
                        id: check.user.userId,
                        email: check.user.email,
                        name: check.user.name,
                        status: check.user.status,
                        aiSuspendedByModeration: true,
                        createdAt: check.createdAt,
                      },
                      {
                        onSuccess: () => toast.success(`${check.user.email} can use the AI tools again.`),
                        onError: (error) => toast.error(errorMessageOf(error)),
                      },
                    )
                  }
                >
                  Lift AI suspension
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {data && (
        <Pagination
          label="AI moderation checks"
          page={data.page}
          pageCount={pageCountOf(data.total, STUDIO_PAGE_SIZE)}
          isDisabled={checks.isPlaceholderData}
          onPageChange={setPage}
        />
      )}
    </section>
  );
}

/** What admins did, newest first. */
export function AuditLogSection() {
  const [page, setPage] = useState(1);
  const log = useAuditLog({ page });
  const data = log.data;
  return (
    <section className={styles.directory} aria-labelledby="audit-heading">
      <h2 id="audit-heading">Audit log</h2>
      <ListStatus query={log} noun="entries" empty="No admin action has been recorded yet." />
      {data && data.items.length > 0 && (
        <div className={tables.tableScroller} role="region" aria-label="Audit log table" tabIndex={0}>
          <table className={tables.wideTable} aria-busy={log.isPlaceholderData}>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Admin</th>
                <th scope="col">Action</th>
                <th scope="col">Subject</th>
                <th scope="col">Details</th>
                <th scope="col">On behalf of</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDate(entry.createdAt)}</td>
                  <td>{entry.actor.email ?? `User ${entry.actor.userId}`}</td>
                  <th scope="row">
                    {auditActionLabel(entry.action)} <span className={styles.muted}>({entry.action})</span>
                  </th>
                  <td>{auditSubjectLabel(entry.subject)}</td>
                  <td>{auditDetailsLine(entry) || <span className={styles.muted}>—</span>}</td>
                  <td>{entry.onBehalfOf ? (entry.onBehalfOf.email ?? `User ${entry.onBehalfOf.userId}`) : <span className={styles.muted}>—</span>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && (
        <Pagination
          label="Audit log"
          page={data.page}
          pageCount={pageCountOf(data.total, STUDIO_PAGE_SIZE)}
          isDisabled={log.isPlaceholderData}
          onPageChange={setPage}
        />
      )}
    </section>
  );
}
