import { useStopImpersonation } from "../../api/admin.ts";
import { errorMessageOf } from "../../api/errors.ts";
import { paths } from "../../paths.ts";
import { useToast } from "../Toasts/useToast.ts";
import styles from "./Shell.module.css";

/** Shown on every studio page while an admin acts as another user (docs/product.md, What the product does). */
export function ImpersonationBanner({ email }: { email: string }) {
  const stopImpersonation = useStopImpersonation();
  const toast = useToast();

  function handleStop() {
    stopImpersonation.mutate(undefined, {
      // A full load so nothing cached for the impersonated user survives into the admin's session.
      onSuccess: () => window.location.assign(paths.admin()),
      onError: (error) => toast.error(errorMessageOf(error)),
    });
  }

  return (
    <div className={styles.impersonationBanner} role="region" aria-label="Impersonation">
      <p className={styles.impersonationText}>You are logged in as {email}</p>
      <button type="button" className="button button-small" onClick={handleStop} disabled={stopImpersonation.isPending || stopImpersonation.isSuccess}>
        Stop impersonating
      </button>
    </div>
  );
}
