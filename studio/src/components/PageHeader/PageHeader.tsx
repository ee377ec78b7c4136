import type { ReactNode } from "react";
import { Link } from "react-router";
import styles from "./PageHeader.module.css";

export interface Crumb {
  label: string;
  to: string;
}

interface PageHeaderProps {
  title: string;
  /** The way back up from a nested screen; the current screen is not repeated. */
  breadcrumbs?: readonly Crumb[];
  children?: ReactNode;
}

/** The top of a screen: its one h1, an optional breadcrumb trail and a short lead. */
export function PageHeader({ title, breadcrumbs, children }: PageHeaderProps) {
  return (
    <header className={styles.pageHeader}>
      {breadcrumbs && breadcrumbs.length > 0 && (
        <nav aria-label="Breadcrumb">
          <ol className={styles.breadcrumbs}>
            {breadcrumbs.map((crumb) => (
              <li key={crumb.to}>
                <Link to={crumb.to}>{crumb.label}</Link>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <h1>{title}</h1>
      {children && <div className={styles.lead}>{children}</div>}
    </header>
  );
}
