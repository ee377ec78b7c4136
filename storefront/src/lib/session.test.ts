import { describe, expect, it } from "vitest";
import type { AuthSession } from "@storyloom/api/client";
import { loadSession } from "./session.ts";

const session: AuthSession = {
  user: { id: 1, email: "reader@example.com", profile: { id: 1 }, readerProfile: { id: 1, theme: "LIGHT" }, permissions: [] },
  expires: "2030-01-01T00:00:00.000Z",
};

describe("loadSession", () => {
  it("passes the session on, and null for a signed-out visitor", async () => {
    expect(await loadSession({ getSession: async () => session })).toEqual({ session, isUnavailable: false });
    expect(await loadSession({ getSession: async () => null })).toEqual({ session: null, isUnavailable: false });
  });

  it("reports an unreachable or failing API instead of throwing, so public pages still render", async () => {
    const down = new TypeError("fetch failed");
    expect(await loadSession({ getSession: () => Promise.reject(down) })).toEqual({ session: null, isUnavailable: true, reason: down });
    const failing = new Error("Internal server error");
    expect(await loadSession({ getSession: () => Promise.reject(failing) })).toMatchObject({ isUnavailable: true, reason: failing });
  });
});
