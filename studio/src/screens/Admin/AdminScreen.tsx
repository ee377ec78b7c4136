import { isAdmin } from "../../api/session.ts";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";
import { useCurrentSession } from "../../components/Shell/currentSession.ts";
import { ForbiddenScreen } from "../Forbidden/ForbiddenScreen.tsx";
import { UserDirectory } from "./UserDirectory.tsx";

/** The admin area: find a user, then impersonate, suspend or reactivate them. */
export function AdminScreen() {
  const { user } = useCurrentSession();
  // The API refuses these calls to non-admins anyway; this only spares them a broken screen.
  if (!isAdmin(user)) return <ForbiddenScreen />;
  return (
    <>
      <PageHeader title="Admin">
        <p>Find a user to act as them (impersonate), or to suspend or reactivate their account.</p>
      </PageHeader>
      <UserDirectory currentUserId={user.id} />
    </>
  );
}
