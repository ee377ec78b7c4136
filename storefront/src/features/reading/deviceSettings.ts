/**
 * The reader's settings on this device: localStorage under theme, fontSize,
 * fontType and lineSpacing (docs/product.md, States and transitions), shown as data attributes on <html> as the
 * head script does on load. Browser only.
 */
import { SETTING_KEYS, readLocalSettings, storedValuesOf } from "./readerSettings.ts";
import type { LocalSettings, ReaderSettings } from "./readerSettings.ts";

/** localStorage, or null where the browser refuses it (private modes, blocked storage). */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function loadDeviceSettings(): LocalSettings {
  const store = storage();
  if (!store) return {};
  return readLocalSettings((key) => {
    try {
      return store.getItem(key);
    } catch {
      return null;
    }
  });
}

/** Keeps the given settings on this device (the others stay as they are). */
export function storeDeviceSettings(settings: LocalSettings): void {
  const store = storage();
  if (!store) return;
  try {
    for (const [key, value] of storedValuesOf(settings)) store.setItem(key, value);
  } catch {
    // A full or refused storage only loses the setting on the next visit; the page already shows it.
  }
}

/** Forgets the four settings on this device (reset). */
export function clearDeviceSettings(): void {
  const store = storage();
  if (!store) return;
  try {
    for (const key of SETTING_KEYS) store.removeItem(key);
  } catch {
    // Nothing to undo: the page shows the defaults either way.
  }
}

/** Shows the settings on the page: reading.css styles these attributes of <html>. */
export function applySettings(settings: ReaderSettings): void {
  const html = document.documentElement;
  html.dataset.theme = settings.theme;
  html.dataset.fontSize = String(settings.fontSize);
  html.dataset.fontType = settings.fontType;
  html.dataset.lineSpacing = settings.lineSpacing;
}
