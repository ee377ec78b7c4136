import { useEffect, useMemo, useRef, useState } from "react";
import { Outlet, ScrollRestoration, useLocation, useNavigation } from "react-router";
import { errorMessageOf } from "../../api/errors.ts";
import { isImpersonating, loginUrlFor, useSessionQuery, type Session } from "../../api/session.ts";
import { CurrentSessionContext } from "./currentSession.ts";
import { FocusModeContext } from "./focusMode.ts";
import { ImpersonationBanner } from "./ImpersonationBanner.tsx";
import { navigationItemsFor } from "./navigationItems.ts";
import { SessionStatus } from "./SessionStatus.tsx";
import { StudioHeader } from "./StudioHeader.tsx";
import { StudioNavigation } from "./StudioNavigation.tsx";
import styles from "./Shell.module.css";

/**
 * The signed-in frame of every studio route. It waits for the session, sends
 * signed-out visitors to sign-in, and otherwise renders the screen in place.
 */
export function Shell() {
  const sessionQuery = useSessionQuery();
  const session = sessionQuery.data;
  const isSignedOut = session === null;

  useEffect(() => {
    // Also fires when a focus refetch finds the session gone (signed out in another tab).
    if (isSignedOut) window.location.assign(loginUrlFor(window.location.href));
  }, [isSignedOut]);

  // A failed background refetch keeps the last good session on screen.
  if (session) return <SignedInShell session={session} />;
  if (isSignedOut) return <SessionStatus title="Redirecting to sign in…" />;
  if (sessionQuery.isError) {
    return (
      <SessionStatus
        title="The studio could not load your session"
        message={errorMessageOf(sessionQuery.error)}
        onRetry={() => void sessionQuery.refetch()}
        isRetrying={sessionQuery.isFetching}
      />
    );
  }
  return <SessionStatus title="Loading your studio…" />;
}

const NAVIGATION_ID = "studio-navigation";

function SignedInShell({ session }: { session: Session }) {
  const { user } = session;
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const [isFocusMode, setFocusMode] = useState(false);
  const focusMode = useMemo(() => ({ isFocusMode, setFocusMode }), [isFocusMode]);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    // After a client-side navigation, start keyboard and screen-reader users at the new screen.
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    mainRef.current?.focus();
  }, [pathname]);

  function handleMenuDismiss() {
    setIsMenuOpen(false);
    menuButtonRef.current?.focus();
  }

  const isLoadingScreen = navigation.state === "loading";

  return (
    <CurrentSessionContext value={session}>
      <FocusModeContext value={focusMode}>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        {/* Focus mode hides the header and navigation (the impersonation banner stays: it must never be missed). */}
        <div className={styles.shell} data-focus-mode={isFocusMode}>
          {isImpersonating(user) && <ImpersonationBanner email={user.email} />}
          <StudioHeader
            email={user.email}
            navigationId={NAVIGATION_ID}
            isMenuOpen={isMenuOpen}
            onMenuToggle={() => setIsMenuOpen((open) => !open)}
            menuButtonRef={menuButtonRef}
          />
          <div className={styles.body}>
            <StudioNavigation
              id={NAVIGATION_ID}
              items={navigationItemsFor(user)}
              isMenuOpen={isMenuOpen}
              onNavigate={() => setIsMenuOpen(false)}
              onDismiss={handleMenuDismiss}
            />
            {/* While the next screen's code loads, the one going away is shown busy and takes no input. */}
            <main id="main" ref={mainRef} tabIndex={-1} className={styles.main} aria-busy={isLoadingScreen} inert={isLoadingScreen}>
              <Outlet />
            </main>
          </div>
        </div>
        <ScrollRestoration />
      </FocusModeContext>
    </CurrentSessionContext>
  );
}
