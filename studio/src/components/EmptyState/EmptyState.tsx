import type { ReactNode } from "react";
import styles from "./EmptyState.module.css";

interface EmptyStateProps {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}

/** What a screen shows when it has nothing to list yet, and where to go from there. */
export function EmptyState({ title, children, actions }: EmptyStateProps) {
  return (
    <section className={styles.emptyState}>
      <h2 className={styles.title}>{title}</h2>
      <div className={styles.body}>{children}</div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
