import { isRouteErrorResponse, useRouteError } from "react-router";
import { EmptyState } from "../../components/EmptyState/EmptyState.tsx";
import { PageHeader } from "../../components/PageHeader/PageHeader.tsx";
import { errorMessageOf } from "../../api/errors.ts";

/** The error boundary of the studio's routes: a screen that crashed, without losing the shell around it. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorMessageOf(error);
  return (
    <>
      <PageHeader title="Something went wrong" />
      <EmptyState
        title="This screen could not be shown"
        actions={
          <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
            Reload the page
          </button>
        }
      >
        <p>{message}</p>
      </EmptyState>
    </>
  );
}
