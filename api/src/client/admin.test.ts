import { describe, expect, it } from "vitest";
import { fakeFetch, jsonResponse } from "./fakeFetch.ts";
import { createApiClient, listAdminUsers, setUserStatus, startImpersonation, stopImpersonation } from "./index.ts";

const session = {
  user: { id: 9, email: "reader@example.com", profile: { id: 1 }, readerProfile: { id: 2, theme: "LIGHT" }, permissions: [], adminId: 1 },
  expires: "2030-01-01T00:00:00.000Z",
};

describe("the admin calls", () => {
  it("listAdminUsers sends the search and paging, leaving out an empty search", async () => {
    const page = {
      items: [{ id: 9, email: "reader@example.com", name: null, status: "ACTIVE", createdAt: "2026-01-01T00:00:00.000Z" }],
      total: 1,
      page: 2,
      pageSize: 25,
    };
    const { fetch, calls } = fakeFetch(() => jsonResponse(200, page));
    const client = createApiClient({ baseUrl: "", fetch });
    expect(await listAdminUsers(client, { query: "", page: 2, pageSize: 25 })).toEqual(page);
    await listAdminUsers(client, { query: "ada" });
    expect(calls.map((c) => c.url)).toEqual(["/api/v1/admin/users?page=2&pageSize=25", "/api/v1/admin/users?query=ada"]);
  });

  it("listAdminUsers passes the abort signal, so react-query can cancel a stale page", async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 25 }));
    const controller = new AbortController();
    await listAdminUsers(createApiClient({ baseUrl: "", fetch }), {}, { signal: controller.signal });
    expect(calls[0]?.init.signal).toBe(controller.signal);
  });

  it("setUserStatus patches the user's status", async () => {
    const user = { id: 9, email: "reader@example.com", name: "Rita", status: "SUSPENDED", createdAt: "2026-01-01T00:00:00.000Z" };
    const { fetch, calls } = fakeFetch(() => jsonResponse(200, { user }));
    expect(await setUserStatus(createApiClient({ baseUrl: "", fetch }), 9, { status: "SUSPENDED" })).toEqual({ user });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([["PATCH", "/api/v1/admin/users/9", '{"status":"SUSPENDED"}']]);
  });

  it("startImpersonation posts the user id and answers the impersonated session", async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(200, session));
    expect(await startImpersonation(createApiClient({ baseUrl: "", fetch }), { userId: 9 })).toEqual(session);
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([["POST", "/api/v1/admin/impersonation", '{"userId":9}']]);
  });

  it("stopImpersonation deletes without a body and answers the restored session or {}", async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(200, {}));
    expect(await stopImpersonation(createApiClient({ baseUrl: "", fetch }))).toEqual({});
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([["DELETE", "/api/v1/admin/impersonation", undefined]]);
  });
});
