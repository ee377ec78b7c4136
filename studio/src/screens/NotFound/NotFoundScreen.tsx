import { Link, useLocation } from "react-router";
import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";
import { paths } from "../../paths.ts";

/** Any address under a studio area that matches no studio screen. */
export function NotFoundScreen() {
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader title="Page not found" />
      <EmptyState
        title="There is no studio page at this address"
        actions={
          <Link className="button button-primary" to={paths.books()}>
            Go to your books
          </Link>
        }
      >
        <p>
          Nothing lives at <code>{pathname}</code>. Check the address, or use the navigation to find your way.
        </p>
      </EmptyState>
    </>
  );
}
