import { useState, type ChangeEvent } from "react";
import type { AdminUserView, UserStatus } from "@storyloom/api/client";
import { useAdminUsers, useGrantPromoCredit, useLiftAiSuspension, useSetUserStatus, useStartImpersonation } from "../../api/admin.ts";
import { errorMessageOf } from "../../api/errors.ts";
import { STUDIO_PAGE_SIZE, itemRangeOf, pageCountOf } from "../../api/paging.ts";
import type { Id } from "../../api/session.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog/ConfirmDialog.tsx";
import { Pagination } from "../../components/Pagination/Pagination.tsx";
import { useToast } from "../../components/Toasts/useToast.ts";
import { paths } from "../../paths.ts";
import { PromoCreditDialog } from "./PromoCreditDialog.tsx";
import { useDebouncedValue } from "./useDebouncedValue.ts";
import { UsersTable } from "./UsersTable.tsx";
import tables from "../../styles/dataTable.module.css";
import styles from "./AdminScreen.module.css";

const SEARCH_DEBOUNCE_MS = 300;
/** The API refuses longer searches (400). */
const SEARCH_MAX_LENGTH = 200;

interface StatusChange {
  user: AdminUserView;
  status: UserStatus;
}

export function UserDirectory({ currentUserId }: { currentUserId: Id }) {
  const toast = useToast();
  const [searchText, setSearchText] = useState("");
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const users = useAdminUsers({ query, page });
  const startImpersonation = useStartImpersonation();
  const setUserStatus = useSetUserStatus();
  const liftAiSuspension = useLiftAiSuspension();
  const [statusChange, setStatusChange] = useState<StatusChange | null>(null);
  const grantPromoCredit = useGrantPromoCredit();
  const [crediting, setCrediting] = useState<AdminUserView | null>(null);
  const [impersonating, setImpersonating] = useState<AdminUserView | null>(null);

  function handleSearchChange(event: ChangeEvent<HTMLInputElement>) {
    setSearchText(event.target.value);
    setPage(1);
  }

  function handleConfirmImpersonation() {
    if (!impersonating) return;
    startImpersonation.mutate(impersonating.id, {
      // A full load so every part of the studio starts over with the impersonated session.
      onSuccess: () => window.location.assign(paths.books()),
      onError: (error) => {
        toast.error(errorMessageOf(error));
        setImpersonating(null);
      },
    });
  }

  function handleConfirmStatusChange() {
    if (!statusChange) return;
    const { user, status } = statusChange;
    setUserStatus.mutate(statusChange, {
      onSuccess: () => toast.success(status === "SUSPENDED" ? `${user.email} is suspended.` : `${user.email} is active again.`),
      onError: (error) => toast.error(errorMessageOf(error)),
      onSettled: () => setStatusChange(null),
    });
  }

  function handleLiftAiSuspension(user: AdminUserView) {
    liftAiSuspension.mutate(user, {
      onSuccess: () => toast.success(`${user.email} can use the AI tools again.`),
      onError: (error) => toast.error(errorMessageOf(error)),
    });
  }

  const data = users.data;
  const pageCount = data ? pageCountOf(data.total, STUDIO_PAGE_SIZE) : 1;
  const range = data ? itemRangeOf(data.page, STUDIO_PAGE_SIZE, data.total) : null;

  return (
    <section className={styles.directory} aria-labelledby="users-heading">
      <h2 id="users-heading">Users</h2>
      <div role="search" className={styles.search}>
        <label htmlFor="user-search">Search users</label>
        <input
          id="user-search"
          type="search"
          className={styles.searchInput}
          value={searchText}
          onChange={handleSearchChange}
          placeholder="Email or name"
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
        />
      </div>

      <p className={styles.summary} role="status">
        {users.isPending && "Loading users…"}
        {data && data.total === 0 && (query ? `No users match “${query}”.` : "There are no users yet.")}
        {data && range && `Showing ${range.first}–${range.last} of ${data.total} ${data.total === 1 ? "user" : "users"}`}
      </p>

      {users.isError && !data && (
        <div className={tables.loadError} role="alert">
          <p>The users could not be loaded: {errorMessageOf(users.error)}</p>
          <button type="button" className="button" onClick={() => void users.refetch()} disabled={users.isFetching}>
            Try again
          </button>
        </div>
      )}

      {data && data.items.length > 0 && (
        <UsersTable
          users={data.items}
          currentUserId={currentUserId}
          isBusy={users.isPlaceholderData}
          isImpersonating={startImpersonation.isPending || startImpersonation.isSuccess}
          onImpersonate={setImpersonating}
          onStatusChange={(user, status) => setStatusChange({ user, status })}
          onLiftAiSuspension={handleLiftAiSuspension}
          onGiveCredit={(user) => {
            grantPromoCredit.reset();
            setCrediting(user);
          }}
        />
      )}

      {data && <Pagination label="Users" page={data.page} pageCount={pageCount} isDisabled={users.isPlaceholderData} onPageChange={setPage} />}

      <ConfirmDialog
        open={statusChange !== null}
        title={statusChange?.status === "SUSPENDED" ? "Suspend this user?" : "Reactivate this user?"}
        confirmLabel={statusChange?.status === "SUSPENDED" ? "Suspend user" : "Reactivate user"}
        tone={statusChange?.status === "SUSPENDED" ? "danger" : "primary"}
        isPending={setUserStatus.isPending}
        onConfirm={handleConfirmStatusChange}
        onCancel={() => setStatusChange(null)}
      >
        {statusChange?.status === "SUSPENDED" ? (
          <p>{statusChange.user.email} will be signed out everywhere and cannot sign in until the account is reactivated.</p>
        ) : (
          <p>{statusChange?.user.email} will be able to sign in again.</p>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={impersonating !== null}
        title="Act as this user?"
        confirmLabel={impersonating ? `Act as ${impersonating.name ?? impersonating.email}` : "Act as this user"}
        isPending={startImpersonation.isPending || startImpersonation.isSuccess}
        onConfirm={handleConfirmImpersonation}
        onCancel={() => setImpersonating(null)}
      >
        <p>
          You will see the studio and the storefront as <strong>{impersonating?.name ?? impersonating?.email}</strong>
          {impersonating?.name ? ` (${impersonating.email})` : ""} sees them, and anything you do is done in their name and recorded in the audit log. A banner
          stays on every page until you stop impersonating.
        </p>
      </ConfirmDialog>
      {crediting && (
        <PromoCreditDialog
          user={crediting}
          isPending={grantPromoCredit.isPending}
          error={grantPromoCredit.error}
          onCancel={() => setCrediting(null)}
          onGive={(amount, note) =>
            grantPromoCredit.mutate(
              { user: crediting, amount, note },
              {
                onSuccess: (answer) => {
                  toast.success(`${crediting.email} received $${(answer.credited / 100).toFixed(2)} of AI credit.`);
                  setCrediting(null);
                },
              },
            )
          }
        />
      )}
    </section>
  );
}
