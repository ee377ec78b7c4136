import { describe, expect, it } from "vitest";
import { isCustomStyle, settingsBodyOf, settingsDraftOf } from "./storySettings.ts";

describe("the story settings form", () => {
  it("starts empty before the first save", () => {
    expect(settingsDraftOf({ bookId: 1, length: null, style: null, pointOfView: null, styleDescription: null, updatedAt: null })).toEqual({
      length: "",
      style: "",
      pointOfView: "",
      styleDescription: "",
    });
  });

  it("sends every choice, an empty one as null to clear it", () => {
    expect(settingsBodyOf({ length: "EPIC", style: "", pointOfView: "FIRST_PERSON", styleDescription: "" })).toEqual({
      length: "EPIC",
      style: null,
      pointOfView: "FIRST_PERSON",
    });
  });

  it("sends the style description with a custom style only, so another style keeps the saved one", () => {
    const custom = { length: "", style: "CUSTOM", pointOfView: "", styleDescription: "Short lines, salt." };
    expect(isCustomStyle(custom)).toBe(true);
    expect(settingsBodyOf(custom)).toEqual({ length: null, style: "CUSTOM", pointOfView: null, styleDescription: "Short lines, salt." });
    expect(settingsBodyOf({ ...custom, style: "VIVID" })).toEqual({ length: null, style: "VIVID", pointOfView: null });
    // An empty description goes too: the server answers that a custom style needs one.
    expect(settingsBodyOf({ ...custom, styleDescription: "" })).toHaveProperty("styleDescription", "");
  });
});
