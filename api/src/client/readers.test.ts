import { describe, expect, it } from "vitest";
import { fakeFetch, jsonResponse } from "./fakeFetch.ts";
import { createApiClient, getReaderProfile, updateReaderProfile } from "./index.ts";

const readerProfile = { id: 3, name: "Rita", imgUrl: null, fontSize: 18, fontType: "A", lineSpacing: null, theme: "DARK" };

describe("the readers calls", () => {
  it("getReaderProfile reads the signed-in reader's profile", async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(200, { readerProfile }));
    expect(await getReaderProfile(createApiClient({ baseUrl: "", fetch }))).toEqual({ readerProfile });
    expect(calls.map((c) => [c.method, c.url])).toEqual([["GET", "/api/v1/readers/profile"]]);
  });

  it("updateReaderProfile patches only the settings it is given, null clearing one", async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(200, { readerProfile: { ...readerProfile, fontSize: null } }));
    const answer = await updateReaderProfile(createApiClient({ baseUrl: "", fetch }), { fontSize: null });
    expect(answer.readerProfile.fontSize).toBeNull();
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([["PATCH", "/api/v1/readers/profile", '{"fontSize":null}']]);
  });

  it("rejects a signed-out call with the API's 401 body", async () => {
    const refused = { error: { code: "authentication_required", message: "Sign in first." } };
    const { fetch } = fakeFetch(() => jsonResponse(401, refused));
    await expect(getReaderProfile(createApiClient({ baseUrl: "", fetch }))).rejects.toEqual(refused);
  });
});
