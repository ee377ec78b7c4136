import { describe, expect, it } from "vitest";
import { MALFORMED_FORM_MESSAGE, UNSUPPORTED_TYPE_MESSAGE, mediaTypeOf, readFormSubmission } from "./formSubmission.ts";

const url = "http://localhost:8080/auth/login";

function post(body: BodyInit | null, contentType?: string): Request {
  return new Request(url, { method: "POST", body, headers: contentType ? { "content-type": contentType } : {} });
}

describe("readFormSubmission", () => {
  it("reads a url-encoded and a multipart form", async () => {
    const encoded = await readFormSubmission(post("email=a%40example.com&password=p", "application/x-www-form-urlencoded; charset=UTF-8"));
    expect(encoded.kind === "form" && encoded.form.get("email")).toBe("a@example.com");

    const multipart = new FormData();
    multipart.set("email", "b@example.com");
    const parsed = await readFormSubmission(new Request(url, { method: "POST", body: multipart }));
    expect(parsed.kind === "form" && parsed.form.get("email")).toBe("b@example.com");
  });

  it("refuses a JSON body with 415 (security review finding 5: it was a 500)", async () => {
    const json = post(JSON.stringify({ email: "a@example.com", password: "p" }), "application/json");
    expect(await readFormSubmission(json)).toEqual({ kind: "refused", status: 415, message: UNSUPPORTED_TYPE_MESSAGE });
    expect(await readFormSubmission(post("email=a", "text/plain"))).toMatchObject({ status: 415 });
    expect(await readFormSubmission(post("email=a"))).toMatchObject({ status: 415 });
  });

  it("refuses a broken multipart body with 400 (finding 5: it was a 500)", async () => {
    const truncated = '--b\r\ncontent-disposition: form-data; name="email"\r\n\r\na@example.com';
    expect(await readFormSubmission(post(truncated, "multipart/form-data; boundary=b"))).toEqual({
      kind: "refused",
      status: 400,
      message: MALFORMED_FORM_MESSAGE,
    });
    expect(await readFormSubmission(post("anything", "multipart/form-data"))).toMatchObject({ status: 400 });
  });

  it("takes a body-less POST as an empty form, and reads nothing on GET", async () => {
    const empty = await readFormSubmission(post(null));
    expect(empty.kind === "form" && [...empty.form.keys()]).toEqual([]);
    expect(await readFormSubmission(new Request(url))).toEqual({ kind: "none" });
  });
});

describe("mediaTypeOf", () => {
  it("drops parameters and case", () => {
    expect(mediaTypeOf("Multipart/Form-Data; boundary=x")).toBe("multipart/form-data");
    expect(mediaTypeOf(null)).toBe("");
  });
});
