import { describe, expect, it } from "vitest";
import { modeOf, searchOf } from "./screenMode.ts";

describe("the custom story tools screen's address", () => {
  it("reads the list, a new tool, an edit and a view, ignoring ids that are not ids", () => {
    expect(modeOf(new URLSearchParams(""))).toEqual({ kind: "list" });
    expect(modeOf(new URLSearchParams("new"))).toEqual({ kind: "new" });
    expect(modeOf(new URLSearchParams("edit=12"))).toEqual({ kind: "edit", id: 12 });
    expect(modeOf(new URLSearchParams("view=3"))).toEqual({ kind: "view", id: 3 });
    expect(modeOf(new URLSearchParams("edit=0"))).toEqual({ kind: "list" });
    expect(modeOf(new URLSearchParams("view=abc"))).toEqual({ kind: "list" });
  });

  it("writes each mode back as the address it reads", () => {
    for (const mode of [{ kind: "list" }, { kind: "new" }, { kind: "edit", id: 7 }, { kind: "view", id: 9 }] as const) {
      expect(modeOf(new URLSearchParams(searchOf(mode)))).toEqual(mode);
    }
  });
});
