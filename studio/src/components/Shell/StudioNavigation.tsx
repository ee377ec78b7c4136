import type { KeyboardEvent } from "react";
import { NavLink } from "react-router";
import type { NavigationItem } from "./navigationItems.ts";
import styles from "./Shell.module.css";

interface StudioNavigationProps {
  id: string;
  items: readonly NavigationItem[];
  /** On narrow screens the navigation is a menu that the header's button opens. */
  isMenuOpen: boolean;
  onNavigate: () => void;
  /** Escape closes the open menu. */
  onDismiss: () => void;
}

/** The left navigation; NavLink marks the current area with aria-current="page". */
export function StudioNavigation({ id, items, isMenuOpen, onNavigate, onDismiss }: StudioNavigationProps) {
  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === "Escape" && isMenuOpen) onDismiss();
  }

  return (
    <nav id={id} className={styles.navigation} aria-label="Studio navigation" data-open={isMenuOpen} onKeyDown={handleKeyDown}>
      <ul className={styles.navigationList}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) => (isActive ? `${styles.navigationLink} ${styles.navigationLinkActive}` : styles.navigationLink)}
              onClick={onNavigate}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
