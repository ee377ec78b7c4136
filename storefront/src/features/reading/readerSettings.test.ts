import { describe, expect, it } from "vitest";
import {
  DEFAULT_SETTINGS,
  FONT_SIZES,
  RESET_PROFILE_BODY,
  effectiveSettings,
  nearestFontSize,
  planSettingsSync,
  profileBodyOf,
  readLocalSettings,
  resolveTheme,
  stepFontSize,
  storedValuesOf,
} from "./readerSettings.ts";

const profile = (overrides: Partial<Parameters<typeof planSettingsSync>[1]> = {}) => ({
  theme: "LIGHT" as const,
  fontSize: null,
  fontType: null,
  lineSpacing: null,
  ...overrides,
});

describe("the reader's defaults and choices", () => {
  it("start with theme light, Literata (A), line spacing C and 18 px (docs/product.md, Constants and limits)", () => {
    expect(DEFAULT_SETTINGS).toEqual({ theme: "light", fontSize: 18, fontType: "A", lineSpacing: "C" });
  });

  it("offer sizes in steps of 2 from 14 to at least 26", () => {
    expect(FONT_SIZES[0]).toBe(14);
    expect(FONT_SIZES.at(-1)).toBeGreaterThanOrEqual(26);
    expect(FONT_SIZES.every((size, i) => i === 0 || size - (FONT_SIZES[i - 1] ?? 0) === 2)).toBe(true);
  });

  it("step the size up and down and stop at the ends", () => {
    expect(stepFontSize(18, 1)).toBe(20);
    expect(stepFontSize(18, -1)).toBe(16);
    expect(stepFontSize(14, -1)).toBe(14);
    expect(stepFontSize(30, 1)).toBe(30);
  });

  it("take the nearest offered size of any size the profile holds", () => {
    expect(nearestFontSize(12)).toBe(14);
    expect(nearestFontSize(21)).toBe(20);
    expect(nearestFontSize(40)).toBe(30);
  });

  it("reset the profile to theme LIGHT and clear the rest (docs/product.md, States and transitions)", () => {
    expect(RESET_PROFILE_BODY).toEqual({ theme: "LIGHT", fontSize: null, fontType: null, lineSpacing: null });
  });
});

describe("readLocalSettings", () => {
  it("reads the four keys of localStorage", () => {
    const stored: Record<string, string> = { theme: "dark", fontSize: "22", fontType: "D", lineSpacing: "A" };
    expect(readLocalSettings((key) => stored[key] ?? null)).toEqual({ theme: "dark", fontSize: 22, fontType: "D", lineSpacing: "A" });
  });

  it("leaves out missing and unreadable values", () => {
    const stored: Record<string, string> = { theme: "purple", fontSize: "17", fontType: "E" };
    expect(readLocalSettings((key) => stored[key] ?? null)).toEqual({});
  });

  it("writes back what it reads", () => {
    const settings = { theme: "grey", fontSize: 24, lineSpacing: "B" } as const;
    const stored = Object.fromEntries(storedValuesOf(settings));
    expect(stored).toEqual({ theme: "grey", fontSize: "24", lineSpacing: "B" });
    expect(readLocalSettings((key) => stored[key] ?? null)).toEqual(settings);
  });
});

describe("resolveTheme (docs/product.md, States and transitions)", () => {
  it("prefers the reader's own setting on this device", () => {
    expect(resolveTheme("grey", "DARK", "LIGHT")).toBe("grey");
  });

  it("then the session's theme", () => {
    expect(resolveTheme(undefined, "DARK", "GREY")).toBe("dark");
  });

  it("then the author's default for readers", () => {
    expect(resolveTheme(undefined, null, "GREY")).toBe("grey");
  });

  it("then light", () => {
    expect(resolveTheme(undefined, undefined, null)).toBe("light");
  });
});

describe("effectiveSettings", () => {
  it("fills what the device has not chosen with the defaults and the page's theme", () => {
    expect(effectiveSettings({ fontSize: 26 }, "dark")).toEqual({ theme: "dark", fontSize: 26, fontType: "A", lineSpacing: "C" });
  });
});

describe("planSettingsSync", () => {
  it("sends the device's settings that differ from the profile", () => {
    const plan = planSettingsSync({ theme: "dark", fontSize: 22, fontType: "A", lineSpacing: "C" }, profile({ fontType: "A" }));
    expect(plan.patch).toEqual({ theme: "DARK", fontSize: 22, lineSpacing: "C" });
    expect(plan.adopt).toEqual({});
  });

  it("sends nothing when the device and the profile agree", () => {
    const plan = planSettingsSync({ theme: "grey", fontSize: 20 }, profile({ theme: "GREY", fontSize: 20 }));
    expect(plan.patch).toBeNull();
  });

  it("gives a new device the profile's settings instead of sending defaults over them", () => {
    const plan = planSettingsSync({}, profile({ theme: "DARK", fontSize: 24, fontType: "B", lineSpacing: null }));
    expect(plan).toEqual({ patch: null, adopt: { theme: "dark", fontSize: 24, fontType: "B" } });
  });

  it("keeps the device's choice and takes the profile's for the others", () => {
    const plan = planSettingsSync({ fontType: "D" }, profile({ theme: "GREY", fontType: "B", lineSpacing: "D" }));
    expect(plan).toEqual({ patch: { fontType: "D" }, adopt: { theme: "grey", lineSpacing: "D" } });
  });
});

describe("profileBodyOf", () => {
  it("names the theme as the API does", () => {
    expect(profileBodyOf({ theme: "grey", fontSize: 16 })).toEqual({ theme: "GREY", fontSize: 16 });
  });
});
