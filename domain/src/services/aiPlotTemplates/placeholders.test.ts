import { describe, expect, it } from "vitest";
import { fillPlaceholders, isPlotTemplatePlaceholder, placeholdersIn, unknownPlaceholders } from "./placeholders.ts";

describe("AI plot template placeholders", () => {
  it("are found once each, spaces inside the braces allowed, in order of first use", () => {
    expect(placeholdersIn("Make {{count}} for {{ title }} ({{genre}}), {{count}} again; {{ not a name }} {single}")).toEqual(["count", "title", "genre"]);
  });

  it("not declared among a template's variables are named", () => {
    expect(unknownPlaceholders("{{title}} {{villain}} {{count}} {{mood}}", ["title", "count"])).toEqual(["villain", "mood"]);
    expect(unknownPlaceholders("No placeholders at all.", [])).toEqual([]);
  });

  it("are filled from their values; one without a value stays as written", () => {
    expect(fillPlaceholders("{{count}} ideas for {{ title }}, {{other}}", { count: "3", title: "The Salt Road" })).toBe("3 ideas for The Salt Road, {{other}}");
    // A value holding placeholder syntax is not filled a second time.
    expect(fillPlaceholders("{{title}} {{count}}", { title: "{{count}}", count: "2" })).toBe("{{count}} 2");
  });

  it("are the listed names only", () => {
    expect(isPlotTemplatePlaceholder("characters")).toBe(true);
    expect(isPlotTemplatePlaceholder("constructor")).toBe(false);
  });
});
