import { describe, expect, it } from "vitest";
import { shortcutOf } from "./writingShortcuts.ts";

const press = (key: string, modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});

describe("shortcutOf", () => {
  it("saves on Ctrl+S and on ⌘S", () => {
    expect(shortcutOf(press("s", { ctrlKey: true }))).toBe("save");
    expect(shortcutOf(press("s", { metaKey: true }))).toBe("save");
  });

  it("toggles focus mode on Ctrl/⌘+Shift+F, whatever the case the key reports", () => {
    expect(shortcutOf(press("F", { ctrlKey: true, shiftKey: true }))).toBe("toggleFocus");
    expect(shortcutOf(press("f", { metaKey: true, shiftKey: true }))).toBe("toggleFocus");
  });

  it("leaves focus mode on a bare Escape", () => {
    expect(shortcutOf(press("Escape"))).toBe("leaveFocus");
  });

  it("leaves typing alone: plain letters, Ctrl+F (the browser's find) and AltGr combinations", () => {
    expect(shortcutOf(press("s"))).toBeNull();
    expect(shortcutOf(press("f", { ctrlKey: true }))).toBeNull();
    expect(shortcutOf(press("s", { ctrlKey: true, altKey: true }))).toBeNull();
  });
});
