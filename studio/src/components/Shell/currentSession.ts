import { createContext, useContext } from "react";
import type { Session } from "../../api/session.ts";

export const CurrentSessionContext = createContext<Session | null>(null);

/** The signed-in session; screens render only inside the shell, which guarantees one. */
export function useCurrentSession(): Session {
  const session = useContext(CurrentSessionContext);
  if (!session) throw new Error("useCurrentSession must be used inside the signed-in shell");
  return session;
}
