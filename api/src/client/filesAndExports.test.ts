import { describe, expect, it } from "vitest";
import { fakeFetch, jsonResponse } from "./fakeFetch.ts";
import { createApiClient, exportBook, exportChapter, filenameOf, uploadImage } from "./index.ts";

describe("the cover upload call", () => {
  it("uploadImage posts the file as multipart field `file` and answers the stored image", async () => {
    const stored = { url: "http://localhost:8080/api/v1/files/images/ab.webp", key: "images/ab.webp", width: 10, height: 15 };
    const { fetch, calls } = fakeFetch(() => jsonResponse(201, stored));
    const file = new File([new Uint8Array([1, 2, 3])], "cover.png", { type: "image/png" });
    expect(await uploadImage(createApiClient({ baseUrl: "", fetch }), file)).toEqual(stored);
    expect(calls[0]).toMatchObject({ method: "POST", url: "/api/v1/files/images/upload" });
    const body = calls[0]!.body as FormData;
    expect(body.get("file")).toBeInstanceOf(Blob);
    // fetch sets the multipart boundary itself: the client must not set a JSON type.
    expect(new Headers(calls[0]!.init.headers).get("Content-Type")).toBeNull();
  });
});

describe("the export calls", () => {
  it("exportBook and exportChapter post and answer the file with the name the API gave it", async () => {
    const { fetch, calls } = fakeFetch(
      () =>
        new Response(new Uint8Array([0x50, 0x4b]), {
          status: 200,
          headers: { "Content-Disposition": `attachment; filename="Caf.docx"; filename*=UTF-8''Caf%C3%A9.docx` },
        }),
    );
    const client = createApiClient({ baseUrl: "", fetch });
    const book = await exportBook(client, 7);
    expect(book.filename).toBe("Café.docx");
    expect(new Uint8Array(await book.blob.arrayBuffer())).toEqual(new Uint8Array([0x50, 0x4b]));
    await exportChapter(client, 7, 9);
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ["POST", "/api/v1/books/7/export"],
      ["POST", "/api/v1/books/7/chapters/9/export"],
    ]);
  });

  it("a refused export rejects with the error body", async () => {
    const notFound = { error: { code: "not_found", message: "Book not found." } };
    const { fetch } = fakeFetch(() => jsonResponse(404, notFound));
    await expect(exportBook(createApiClient({ baseUrl: "", fetch }), 8)).rejects.toEqual(notFound);
  });

  it("filenameOf prefers filename*, then filename, then the fallback", () => {
    expect(filenameOf(`attachment; filename="a.docx"; filename*=UTF-8''b%20c.docx`, "x")).toBe("b c.docx");
    expect(filenameOf(`attachment; filename="a.docx"`, "x")).toBe("a.docx");
    expect(filenameOf(`attachment; filename*=UTF-8''%E0%A4%A.docx; filename="plain.docx"`, "x")).toBe("plain.docx");
    expect(filenameOf(null, "manuscript.docx")).toBe("manuscript.docx");
  });
});
