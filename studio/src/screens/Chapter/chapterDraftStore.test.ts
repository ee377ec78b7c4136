import { describe, expect, it } from "vitest";
import { draftKey, readDraft, removeDraft, retryDelayMs, textToOpen, writeDraft } from "./chapterDraftStore.ts";
import type { DraftStorage } from "./chapterDraftStore.ts";

function memoryStorage(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const draft = { title: "Rain", markup: "<p>Unsaved words</p>", customNumbering: "", baseVersion: 4, changedAt: "2026-11-23T10:00:00.000Z" };

describe("the draft store", () => {
  it("keeps a chapter's text under its own key until it is removed", () => {
    const storage = memoryStorage();
    writeDraft(storage, 7, draft);
    expect(readDraft(storage, 7)).toEqual(draft);
    expect(readDraft(storage, 8)).toBeNull();
    removeDraft(storage, 7);
    expect(readDraft(storage, 7)).toBeNull();
  });

  it("ignores a foreign or broken value under the key", () => {
    const storage = memoryStorage();
    storage.setItem(draftKey(7), "{not json");
    expect(readDraft(storage, 7)).toBeNull();
    storage.setItem(draftKey(7), JSON.stringify({ title: "x" }));
    expect(readDraft(storage, 7)).toBeNull();
  });

  it("reports a refused write instead of throwing", () => {
    const full: DraftStorage = {
      getItem: () => null,
      removeItem: () => undefined,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(writeDraft(full, 7, draft)).toBe(false);
  });
});

describe("textToOpen", () => {
  const server = { title: "Rain", markup: "<p>Saved words</p>", customNumbering: "", version: 4 };

  it("opens an unsaved draft with the version it was edited from", () => {
    expect(textToOpen({ ...server, version: 6 }, draft)).toEqual({
      text: { title: "Rain", markup: "<p>Unsaved words</p>", customNumbering: "" },
      baseVersion: 4,
      restored: true,
    });
  });

  it("opens the server's text when there is no draft or it says the same", () => {
    expect(textToOpen(server, null)).toEqual({ text: { title: "Rain", markup: "<p>Saved words</p>", customNumbering: "" }, baseVersion: 4, restored: false });
    expect(textToOpen(server, { ...draft, markup: server.markup }).restored).toBe(false);
  });

  it("opens an unsaved change of the numbering alone", () => {
    expect(textToOpen(server, { ...draft, markup: server.markup, customNumbering: "Prologue" })).toMatchObject({
      text: { customNumbering: "Prologue" },
      restored: true,
    });
  });

  it("keeps the server's numbering for a draft kept before the editor had the field", () => {
    const { customNumbering: _omitted, ...olderDraft } = draft;
    const opened = textToOpen({ ...server, customNumbering: "Prologue" }, { ...olderDraft, markup: server.markup });
    expect(opened).toMatchObject({ text: { customNumbering: "Prologue" }, restored: false });
  });
});

describe("retryDelayMs", () => {
  it("doubles from one second up to thirty", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });
});
