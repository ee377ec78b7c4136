/**
 * The reader's settings (docs/product.md, Enumerations; States and transitions; Constants and limits): theme, font size, font type and line
 * spacing, as the reading page keeps them in localStorage and the API keeps them
 * on the reader profile. Pure: the page script and the server render share it.
 */
import type { ReaderProfileView, UpdateReaderProfileBody } from "@storyloom/api/client";

/** The API's theme value: LIGHT, GREY or DARK. */
export type ReaderTheme = ReaderProfileView["theme"];
type ReaderFontType = NonNullable<ReaderProfileView["fontType"]>;
type ReaderLineSpacing = NonNullable<ReaderProfileView["lineSpacing"]>;

/** How the page names a theme: `<html data-theme>` and localStorage "theme" (docs/product.md, States and transitions, says light, dark, grey). */
export type Theme = "light" | "grey" | "dark";
export type FontType = ReaderFontType;
export type LineSpacing = ReaderLineSpacing;

export const THEMES: readonly Theme[] = ["light", "grey", "dark"];
export const FONT_TYPES: readonly FontType[] = ["A", "B", "C", "D"];
export const LINE_SPACINGS: readonly LineSpacing[] = ["A", "B", "C", "D"];
/** Font sizes in CSS pixels, in steps of 2; 18 is the default (docs/product.md, Constants and limits). reading.css has a rule for each. */
export const FONT_SIZES: readonly number[] = [14, 16, 18, 20, 22, 24, 26, 28, 30];

/** The localStorage keys, exactly as docs/product.md names them (States and transitions; Constants and limits). */
export const SETTING_KEYS = ["theme", "fontSize", "fontType", "lineSpacing"] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export interface ReaderSettings {
  theme: Theme;
  fontSize: number;
  fontType: FontType;
  lineSpacing: LineSpacing;
}

/** What this device has set: a key the reader never chose is absent. */
export type LocalSettings = Partial<ReaderSettings>;

/** Theme LIGHT, Literata, line spacing C (1.5), 18 px (docs/product.md, Constants and limits). */
export const DEFAULT_SETTINGS: ReaderSettings = { theme: "light", fontSize: 18, fontType: "A", lineSpacing: "C" };

/** The names the settings panel shows; the font stacks live in reading.css. */
export const FONT_LABELS: Record<FontType, string> = { A: "Literata", B: "Tahoma", C: "Futura", D: "Georgia" };
export const LINE_SPACING_LABELS: Record<LineSpacing, string> = { A: "Single", B: "1.15", C: "1.5", D: "Double" };
/** The line height of each spacing (docs/product.md, Enumerations): A single, B 1.15, C 1.5, D double. */
export const LINE_HEIGHTS: Record<LineSpacing, number> = { A: 1, B: 1.15, C: 1.5, D: 2 };
export const THEME_LABELS: Record<Theme, string> = { light: "Light", grey: "Grey", dark: "Dark" };

/** PATCH /readers/profile of a reset (docs/product.md, States and transitions): theme light, the rest back to the app's defaults. */
export const RESET_PROFILE_BODY = { theme: "LIGHT", fontSize: null, fontType: null, lineSpacing: null } as const satisfies UpdateReaderProfileBody;

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

export function isFontType(value: unknown): value is FontType {
  return typeof value === "string" && (FONT_TYPES as readonly string[]).includes(value);
}

export function isLineSpacing(value: unknown): value is LineSpacing {
  return typeof value === "string" && (LINE_SPACINGS as readonly string[]).includes(value);
}

export function isFontSize(value: unknown): value is number {
  return typeof value === "number" && FONT_SIZES.includes(value);
}

/** The page's theme of the API's value (LIGHT → light). */
export function themeOf(apiTheme: ReaderTheme): Theme {
  const theme = apiTheme.toLowerCase();
  return isTheme(theme) ? theme : DEFAULT_SETTINGS.theme;
}

/** The API's value of a page theme (light → LIGHT). */
export function apiThemeOf(theme: Theme): ReaderTheme {
  return theme === "dark" ? "DARK" : theme === "grey" ? "GREY" : "LIGHT";
}

/** The nearest size the panel offers to any size in pixels (the API takes 12 to 40). */
export function nearestFontSize(size: number): number {
  let nearest = DEFAULT_SETTINGS.fontSize;
  for (const step of FONT_SIZES) if (Math.abs(step - size) < Math.abs(nearest - size)) nearest = step;
  return nearest;
}

/** The next size up (direction 1) or down (-1) from `size`, staying at the ends. */
export function stepFontSize(size: number, direction: 1 | -1): number {
  const index = FONT_SIZES.indexOf(nearestFontSize(size));
  return FONT_SIZES[Math.min(FONT_SIZES.length - 1, Math.max(0, index + direction))] ?? DEFAULT_SETTINGS.fontSize;
}

/** The settings stored on this device; a missing or unreadable value is left out. */
export function readLocalSettings(read: (key: SettingKey) => string | null): LocalSettings {
  const settings: LocalSettings = {};
  const theme = read("theme");
  if (isTheme(theme)) settings.theme = theme;
  const fontSize = Number(read("fontSize") ?? Number.NaN);
  if (isFontSize(fontSize)) settings.fontSize = fontSize;
  const fontType = read("fontType");
  if (isFontType(fontType)) settings.fontType = fontType;
  const lineSpacing = read("lineSpacing");
  if (isLineSpacing(lineSpacing)) settings.lineSpacing = lineSpacing;
  return settings;
}

/** The localStorage value of each setting the device has. */
export function storedValuesOf(settings: LocalSettings): [SettingKey, string][] {
  const values: [SettingKey, string][] = [];
  for (const key of SETTING_KEYS) {
    const value = settings[key];
    if (value !== undefined) values.push([key, String(value)]);
  }
  return values;
}

/**
 * The theme a page shows (docs/product.md, States and transitions): the reader's own setting on this device, then
 * the session's (signed-in reader), then the author's default for readers, then light.
 */
export function resolveTheme(local: Theme | undefined, sessionTheme: ReaderTheme | null | undefined, authorTheme: ReaderTheme | null | undefined): Theme {
  if (local) return local;
  if (sessionTheme) return themeOf(sessionTheme);
  if (authorTheme) return themeOf(authorTheme);
  return DEFAULT_SETTINGS.theme;
}

/** Every setting, the device's own where it has one and the defaults elsewhere. */
export function effectiveSettings(local: LocalSettings, fallbackTheme: Theme = DEFAULT_SETTINGS.theme): ReaderSettings {
  return {
    theme: local.theme ?? fallbackTheme,
    fontSize: local.fontSize ?? DEFAULT_SETTINGS.fontSize,
    fontType: local.fontType ?? DEFAULT_SETTINGS.fontType,
    lineSpacing: local.lineSpacing ?? DEFAULT_SETTINGS.lineSpacing,
  };
}

type ServerSettings = Pick<ReaderProfileView, "theme" | "fontSize" | "fontType" | "lineSpacing">;

/** What a signed-in reader's page does on load to bring this device and the profile together. */
export interface SettingsSyncPlan {
  /** Settings the device has and the profile does not (or differently): PATCH /readers/profile; null when none. */
  patch: UpdateReaderProfileBody | null;
  /** Profile settings this device has no value for: stored locally and applied (a new device takes the reader's settings). */
  adopt: LocalSettings;
}

/**
 * docs/product.md (States and transitions): "when the visitor is signed in with a reader profile and the local values differ
 * from the server's, the local ones are sent to the server". Per setting: the device's value wins
 * and is sent when it differs; a setting the device never chose takes the profile's.
 */
export function planSettingsSync(local: LocalSettings, server: ServerSettings): SettingsSyncPlan {
  const patch: UpdateReaderProfileBody = {};
  const adopt: LocalSettings = {};
  const serverTheme = themeOf(server.theme);
  if (local.theme === undefined) adopt.theme = serverTheme;
  else if (local.theme !== serverTheme) patch.theme = apiThemeOf(local.theme);
  if (local.fontSize === undefined) {
    if (server.fontSize !== null) adopt.fontSize = nearestFontSize(server.fontSize);
  } else if (local.fontSize !== server.fontSize) patch.fontSize = local.fontSize;
  if (local.fontType === undefined) {
    if (server.fontType !== null) adopt.fontType = server.fontType;
  } else if (local.fontType !== server.fontType) patch.fontType = local.fontType;
  if (local.lineSpacing === undefined) {
    if (server.lineSpacing !== null) adopt.lineSpacing = server.lineSpacing;
  } else if (local.lineSpacing !== server.lineSpacing) patch.lineSpacing = local.lineSpacing;
  return { patch: Object.keys(patch).length > 0 ? patch : null, adopt };
}

/** The PATCH body of settings the reader just changed on this device. */
export function profileBodyOf(changed: LocalSettings): UpdateReaderProfileBody {
  const body: UpdateReaderProfileBody = {};
  if (changed.theme !== undefined) body.theme = apiThemeOf(changed.theme);
  if (changed.fontSize !== undefined) body.fontSize = changed.fontSize;
  if (changed.fontType !== undefined) body.fontType = changed.fontType;
  if (changed.lineSpacing !== undefined) body.lineSpacing = changed.lineSpacing;
  return body;
}
