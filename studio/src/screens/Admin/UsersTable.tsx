import type { AdminUserView, UserStatus } from "@storyloom/api/client";
import type { Id } from "../../api/session.ts";
import tables from "../../styles/dataTable.module.css";
import styles from "./AdminScreen.module.css";

const createdAtFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

function formatCreatedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : createdAtFormat.format(date);
}

const statusLabel: Record<UserStatus, string> = {
  ACTIVE: "Active",
  SUSPENDED: "Suspended",
};

interface UsersTableProps {
  users: readonly AdminUserView[];
  currentUserId: Id;
  /** The rows are those of the previous search or page while the next one loads. */
  isBusy: boolean;
  isImpersonating: boolean;
  onImpersonate: (user: AdminUserView) => void;
  onStatusChange: (user: AdminUserView, status: UserStatus) => void;
  onLiftAiSuspension: (user: AdminUserView) => void;
  onGiveCredit: (user: AdminUserView) => void;
}

export function UsersTable({
  users,
  currentUserId,
  isBusy,
  isImpersonating,
  onImpersonate,
  onStatusChange,
  onLiftAiSuspension,
  onGiveCredit,
}: UsersTableProps) {
  return (
    // Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too.
    <div className={tables.tableScroller} role="region" aria-label="Users table" tabIndex={0}>
      <table className={tables.wideTable} aria-busy={isBusy}>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Name</th>
            <th scope="col">Status</th>
            <th scope="col">Created</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const isSelf = user.id === currentUserId;
            return (
              <tr key={user.id}>
                <th scope="row" className={styles.email}>
                  {user.email}
                </th>
                <td>{user.name ?? <span className={styles.muted}>No name</span>}</td>
                <td>
                  <span className={`${styles.status} ${user.status === "SUSPENDED" ? styles.statusSuspended : styles.statusActive}`}>
                    {statusLabel[user.status]}
                  </span>
                  {user.aiSuspendedByModeration && <span className={`${styles.status} ${styles.statusSuspended}`}>AI suspended</span>}
                </td>
                <td>
                  <time dateTime={user.createdAt}>{formatCreatedAt(user.createdAt)}</time>
                </td>
                <td>
                  <div className={styles.actionButtons}>
                    {user.aiSuspendedByModeration && (
                      <button
                        type="button"
                        className="button button-small"
                        aria-label={`Lift the AI suspension of ${user.email}`}
                        onClick={() => onLiftAiSuspension(user)}
                      >
                        Lift AI suspension
                      </button>
                    )}
                    {isSelf ? (
                      <span className={styles.muted}>This is you</span>
                    ) : (
                      <>
                        <button type="button" className="button button-small" aria-label={`Give AI credit to ${user.email}`} onClick={() => onGiveCredit(user)}>
                          Give AI credit
                        </button>
                        <button
                          type="button"
                          className="button button-small"
                          aria-label={`Impersonate ${user.email}`}
                          onClick={() => onImpersonate(user)}
                          disabled={isImpersonating}
                        >
                          Impersonate
                        </button>
                        {user.status === "SUSPENDED" ? (
                          <button
                            type="button"
                            className="button button-small"
                            aria-label={`Reactivate ${user.email}`}
                            onClick={() => onStatusChange(user, "ACTIVE")}
                          >
                            Reactivate
                          </button>
                        ) : (
                          <button
                            type="button"
                            className="button button-small"
                            aria-label={`Suspend ${user.email}`}
                            onClick={() => onStatusChange(user, "SUSPENDED")}
                          >
                            Suspend
                          </button>
                        )}
                      </>
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
