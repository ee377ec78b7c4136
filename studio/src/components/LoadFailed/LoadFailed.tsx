import { errorMessageOf } from "../../api/errors.ts";
import { EmptyState } from "../EmptyState/EmptyState.tsx";

interface LoadFailedProps {
  /** "Your profile could not be loaded". */
  title: string;
  error: unknown;
  onRetry: () => void;
  isRetrying?: boolean;
}

/** What a screen shows when what it needs could not be loaded: why, and a way to try again. */
export function LoadFailed({ title, error, onRetry, isRetrying = false }: LoadFailedProps) {
  return (
    <EmptyState
      title={title}
      actions={
        <button type="button" className="button" onClick={onRetry} disabled={isRetrying}>
          Try again
        </button>
      }
    >
      <p>{errorMessageOf(error)}</p>
    </EmptyState>
  );
}
