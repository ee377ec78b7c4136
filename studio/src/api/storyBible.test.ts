import { describe, expect, it } from "vitest";
import { insertEntry, replaceEntry } from "./storyBible.ts";

const entry = (id: number, orderIndex: number, name = `E${id}`) => ({ id, orderIndex, name });
const order = (list: { id: number; orderIndex: number }[]) => list.map((item) => [item.id, item.orderIndex]);

describe("the cached story bible lists", () => {
  const list = [entry(1, 0), entry(2, 1), entry(3, 2)];

  it("take a created entry at its place and move the ones from there down, as the server does", () => {
    expect(order(insertEntry(list, entry(9, 0)))).toEqual([
      [9, 0],
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    expect(order(insertEntry(list, entry(9, 2)))).toEqual([
      [1, 0],
      [2, 1],
      [9, 2],
      [3, 3],
    ]);
    expect(order(insertEntry(list, entry(9, 3)))).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
      [9, 3],
    ]);
    expect(order(insertEntry([], entry(9, 0)))).toEqual([[9, 0]]);
  });

  it("take a saved entry in place of the old one", () => {
    expect(replaceEntry(list, entry(2, 1, "Renamed")).map((item) => item.name)).toEqual(["E1", "Renamed", "E3"]);
  });
});
