import { createContext, useContext } from "react";

/** Focus mode: a screen (the chapter editor) asks the shell to hide its header and navigation. */
export interface FocusMode {
  isFocusMode: boolean;
  setFocusMode: (isFocusMode: boolean) => void;
}

export const FocusModeContext = createContext<FocusMode>({ isFocusMode: false, setFocusMode: () => undefined });

/** Whether the studio's chrome is hidden for writing, and the switch for it. */
export function useFocusMode(): FocusMode {
  return useContext(FocusModeContext);
}
