/**
 * The reading settings panel (ReaderSettingsPanel.astro): native radios and
 * buttons in a <details>, so keyboard and screen readers work as they do
 * everywhere; this wires them to the page's settings. Browser only.
 */
import { FONT_SIZES, isFontType, isLineSpacing, isTheme, stepFontSize } from "./readerSettings.ts";
import type { LocalSettings, ReaderSettings } from "./readerSettings.ts";

export interface SettingsPanelHandlers {
  /** The reader changed one setting; `settings` is every setting now. */
  onChange(changed: LocalSettings, settings: ReaderSettings): void;
  onReset(): void;
}

export interface SettingsPanel {
  /** Shows `settings` as the panel's current choices. */
  show(settings: ReaderSettings): void;
}

function changeOf(name: string, value: string): LocalSettings | null {
  if (name === "theme" && isTheme(value)) return { theme: value };
  if (name === "fontType" && isFontType(value)) return { fontType: value };
  if (name === "lineSpacing" && isLineSpacing(value)) return { lineSpacing: value };
  return null;
}

/** The value of the radio group `name` in `settings`. */
function choiceOf(settings: ReaderSettings, name: string): string | null {
  if (name === "theme") return settings.theme;
  if (name === "fontType") return settings.fontType;
  if (name === "lineSpacing") return settings.lineSpacing;
  return null;
}

/** Makes the panel work (it is hidden until then: without JavaScript settings cannot be kept). */
export function connectSettingsPanel(panel: HTMLDetailsElement, initial: ReaderSettings, handlers: SettingsPanelHandlers): SettingsPanel {
  const form = panel.querySelector<HTMLFormElement>("[data-reader-settings-form]");
  const sizeValue = panel.querySelector<HTMLOutputElement>("[data-font-size-value]");
  const stepButtons = [...panel.querySelectorAll<HTMLButtonElement>("[data-font-step]")];
  let current = initial;

  const show = (settings: ReaderSettings) => {
    current = settings;
    for (const input of panel.querySelectorAll<HTMLInputElement>('input[type="radio"]')) {
      input.checked = choiceOf(settings, input.name) === input.value;
    }
    if (sizeValue) sizeValue.value = `${settings.fontSize} px`;
    // aria-disabled rather than disabled: the button keeps the focus at the end of the range.
    for (const button of stepButtons) {
      const end = button.dataset.fontStep === "1" ? FONT_SIZES.at(-1) : FONT_SIZES[0];
      button.setAttribute("aria-disabled", String(settings.fontSize === end));
    }
  };

  const change = (changed: LocalSettings) => {
    show({ ...current, ...changed });
    handlers.onChange(changed, current);
  };

  form?.addEventListener("submit", (event) => event.preventDefault());
  form?.addEventListener("change", (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== "radio") return;
    const changed = changeOf(input.name, input.value);
    if (changed) change(changed);
  });
  for (const button of stepButtons) {
    button.addEventListener("click", () => {
      const fontSize = stepFontSize(current.fontSize, button.dataset.fontStep === "1" ? 1 : -1);
      if (fontSize !== current.fontSize) change({ fontSize });
    });
  }
  panel.querySelector("[data-reader-settings-reset]")?.addEventListener("click", () => handlers.onReset());

  show(initial);
  return { show };
}
