import { useEffect, useRef, useState } from "react";
import type { ReactNode } from "react";
import styles from "./AiSuggestions.module.css";

interface AiGenerateToggleProps {
  label?: string;
  /** Read after the label where several such buttons share a screen ("Act 1": "Plan this act with AI for Act 1"). */
  context?: string;
  children: (close: () => void) => ReactNode;
}

/**
 * A "Generate with AI" button that opens the tool's panel in its place;
 * closing the panel brings the button back, with the keyboard on it.
 */
export function AiGenerateToggle({ label = "Generate with AI", context, children }: AiGenerateToggleProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [returnFocus, setReturnFocus] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (isOpen || !returnFocus) return;
    buttonRef.current?.focus();
    setReturnFocus(false);
  }, [isOpen, returnFocus]);

  function close() {
    setIsOpen(false);
    setReturnFocus(true);
  }

  return (
    <div className={isOpen ? styles.area : `${styles.area} ${styles.toggle}`}>
      {isOpen ? (
        children(close)
      ) : (
        <button ref={buttonRef} type="button" className="button button-small" onClick={() => setIsOpen(true)}>
          <span aria-hidden="true">✦ </span>
          {label}
          {context && <span className="visually-hidden"> for {context}</span>}
        </button>
      )}
    </div>
  );
}
