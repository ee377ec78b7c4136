import { createHash } from "node:crypto";
import { FONT_SIZES, FONT_TYPES, LINE_SPACINGS, THEMES } from "./readerSettings.ts";

const oneOf = (values: readonly (string | number)[]) => `/^(${values.join("|")})$/`;

/**
 * The reading page's only inline script, run in <head> before the body is parsed:
 * it copies the settings this device keeps in localStorage onto <html> as data
 * attributes, which reading.css turns into the theme, font, size and spacing, so
 * the first paint already shows them (no flash of the defaults). It is static text
 * (its values come from localStorage only), so one hash allows it under the CSP.
 */
export const READER_HEAD_SCRIPT = [
  "(function(){try{",
  "var d=document.documentElement,s=window.localStorage,v;",
  `v=s.getItem("theme");if(${oneOf(THEMES)}.test(v))d.setAttribute("data-theme",v);`,
  `v=s.getItem("fontSize");if(${oneOf(FONT_SIZES)}.test(v))d.setAttribute("data-font-size",v);`,
  `v=s.getItem("fontType");if(${oneOf(FONT_TYPES)}.test(v))d.setAttribute("data-font-type",v);`,
  `v=s.getItem("lineSpacing");if(${oneOf(LINE_SPACINGS)}.test(v))d.setAttribute("data-line-spacing",v);`,
  // Storage can be off (private modes, blocked cookies): the page keeps its defaults.
  "}catch(e){}})();",
].join("");

/** The CSP source that allows exactly that script ('sha256-…'), computed once when the server starts. */
export const READER_HEAD_SCRIPT_HASH = `sha256-${createHash("sha256").update(READER_HEAD_SCRIPT, "utf8").digest("base64")}` as const;
