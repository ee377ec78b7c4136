import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FONT_SIZES, LINE_HEIGHTS, LINE_SPACINGS, THEMES } from "./readerSettings.ts";

const css = readFileSync(new URL("../../styles/reading.css", import.meta.url), "utf8");
const themesCss = readFileSync(new URL("../../styles/themes.css", import.meta.url), "utf8");

/** The declarations of the rule for `selector` in a stylesheet (reading.css unless told). */
function ruleOf(selector: string, sheet = css): string {
  const start = sheet.indexOf(`${selector} {`);
  if (start < 0) return "";
  return sheet.slice(start, sheet.indexOf("}", start));
}

describe("reading.css", () => {
  it("has a line height for each spacing the panel offers (docs/product.md, Enumerations)", () => {
    for (const spacing of LINE_SPACINGS) {
      expect(ruleOf(`html[data-line-spacing="${spacing}"]`)).toContain(`--reader-line-height: ${LINE_HEIGHTS[spacing]};`);
    }
  });

  it("has a rule for each font size the panel offers", () => {
    for (const size of FONT_SIZES) {
      expect(ruleOf(`html[data-font-size="${size}"]`)).toContain(`--reader-font-size: ${size}px;`);
    }
  });

  it("sets fonts B Tahoma, C Futura and D Georgia, with fallbacks, over A Literata", () => {
    expect(ruleOf(":root")).toMatch(/--reader-font: "Literata", Georgia/);
    expect(ruleOf('html[data-font-type="B"]')).toMatch(/--reader-font: Tahoma, .*sans-serif;/);
    expect(ruleOf('html[data-font-type="C"]')).toMatch(/--reader-font: Futura, .*sans-serif;/);
    expect(ruleOf('html[data-font-type="D"]')).toMatch(/--reader-font: Georgia, .*serif;/);
  });

  it("styles every theme but light, which is the site's own, for every storefront page (themes.css)", () => {
    for (const theme of THEMES.filter((value) => value !== "light")) {
      expect(ruleOf(`html[data-theme="${theme}"]`, themesCss)).toContain("--paper:");
    }
    expect(readFileSync(new URL("../../styles/global.css", import.meta.url), "utf8")).toContain('@import "./themes.css";');
  });
});
