import { Link } from "react-router";
import { isImpersonating } from "../../api/session.ts";
import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";
import { useCurrentSession } from "../../components/Shell/currentSession.ts";
import { paths } from "../../paths.ts";

/** Shown in place of a screen the signed-in user may not open (403). */
export function ForbiddenScreen() {
  const { user } = useCurrentSession();
  return (
    <>
      <PageHeader title="Access denied" />
      <EmptyState
        title="This area is for administrators"
        actions={
          <Link className="button" to={paths.books()}>
            Go to your books
          </Link>
        }
      >
        <p>The account {user.email} does not have the administrator permission needed to open it.</p>
        {isImpersonating(user) && <p>You are acting as this user. Stop impersonating, in the banner at the top, to return to the admin area.</p>}
      </EmptyState>
    </>
  );
}
