import styles from "./Shell.module.css";

interface SessionStatusProps {
  title: string;
  message?: string;
  onRetry?: () => void;
  isRetrying?: boolean;
}

/** The whole-page state shown before the shell can render: loading, redirecting, or a failed session call. */
export function SessionStatus({ title, message, onRetry, isRetrying = false }: SessionStatusProps) {
  const isError = onRetry !== undefined;
  return (
    <main className={styles.sessionStatus}>
      <div className={styles.sessionStatusCard} role={isError ? "alert" : "status"}>
        <p className={styles.sessionStatusBrand}>Storyloom</p>
        <h1 className={styles.sessionStatusTitle}>{title}</h1>
        {message && <p>{message}</p>}
        {onRetry && (
          <button type="button" className="button button-primary" onClick={onRetry} disabled={isRetrying}>
            {isRetrying ? "Retrying…" : "Retry"}
          </button>
        )}
      </div>
    </main>
  );
}
