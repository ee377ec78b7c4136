import type { Ref } from "react";
import { Link } from "react-router";
import { errorMessageOf } from "../../api/errors.ts";
import { useSignOut } from "../../api/session.ts";
import { paths, storefrontPaths } from "../../paths.ts";
import { useToast } from "../Toasts/useToast.ts";
import styles from "./Shell.module.css";

interface StudioHeaderProps {
  email: string;
  navigationId: string;
  isMenuOpen: boolean;
  onMenuToggle: () => void;
  menuButtonRef: Ref<HTMLButtonElement>;
}

export function StudioHeader({ email, navigationId, isMenuOpen, onMenuToggle, menuButtonRef }: StudioHeaderProps) {
  const signOut = useSignOut();
  const toast = useToast();

  function handleSignOut() {
    signOut.mutate(undefined, {
      onError: (error) => toast.error(errorMessageOf(error)),
    });
  }

  return (
    <header className={styles.header}>
      <button
        ref={menuButtonRef}
        type="button"
        className={`button ${styles.menuButton}`}
        aria-expanded={isMenuOpen}
        aria-controls={navigationId}
        onClick={onMenuToggle}
      >
        Menu
      </button>
      <Link to={paths.books()} className={styles.brand}>
        Storyloom <span className={styles.brandArea}>Studio</span>
      </Link>
      <div className={styles.account}>
        <span className={styles.email} title={email}>
          <span className="visually-hidden">Signed in as </span>
          {email}
        </span>
        {/* The reading side is the storefront on the same origin: a full page load, not a studio route. */}
        <a className={styles.readLink} href={storefrontPaths.read}>
          Read
        </a>
        <button type="button" className="button button-small" onClick={handleSignOut} disabled={signOut.isPending || signOut.isSuccess}>
          Sign out
        </button>
      </div>
    </header>
  );
}
