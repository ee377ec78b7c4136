import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fieldsOf, linkedType, referenceOf, typeText } from "./apiReference.ts";
import type { OpenApiDocument } from "./apiReference.ts";

describe("typeText", () => {
  it("writes schemas as short TypeScript-like types", () => {
    expect(typeText({ $ref: "#/components/schemas/Book" })).toBe("Book");
    expect(typeText({ anyOf: [{ type: "string" }, { type: "null" }] })).toBe("string | null");
    expect(typeText({ type: "array", items: { $ref: "#/components/schemas/Chapter" } })).toBe("Chapter[]");
    expect(typeText({ type: "array", items: { anyOf: [{ type: "integer" }, { type: "null" }] } })).toBe("(integer | null)[]");
    expect(typeText({ type: "object", properties: { book: { $ref: "#/x/Book" }, note: { type: "string" } }, required: ["book"] })).toBe(
      "{ book: Book; note?: string }",
    );
    expect(typeText({ type: "string", enum: ["STORY", "SCRIPT"] })).toBe('"STORY" | "SCRIPT"');
    expect(typeText({ type: "string", format: "date-time" })).toBe("string (date-time)");
    expect(typeText({ type: "string", format: "binary" })).toBe("file");
    expect(typeText({ type: "object", additionalProperties: { type: "string" } })).toBe("{ [key: string]: string }");
    expect(typeText({})).toBe("any");
  });
});

describe("fieldsOf and linkedType", () => {
  it("lists an object's fields with whether each is required, and its limits when it has no description", () => {
    const fields = fieldsOf({
      type: "object",
      properties: {
        title: { type: "string", minLength: 1, maxLength: 200 },
        markup: { type: "string", maxLength: 1_000_000 },
        genreId: { type: "integer", description: "A genre." },
      },
      required: ["title"],
    });
    expect(fields).toEqual([
      { name: "title", type: "string", required: true, description: "1–200 characters" },
      { name: "markup", type: "string", required: false, description: "at most 1,000,000 characters" },
      { name: "genreId", type: "integer", required: false, description: "A genre." },
    ]);
  });

  it("links the names of the page's shapes, and only those", () => {
    expect(linkedType("{ book: Book; items: Bookmark[] }", new Set(["Book"]))).toEqual([
      { text: "{ book: ", anchor: null },
      { text: "Book", anchor: "schema-Book" },
      { text: "; items: Bookmark[] }", anchor: null },
    ]);
  });
});

describe("the reference of the API's own document (docs/openapi.json, which a test keeps equal to what the API serves)", () => {
  const document = JSON.parse(readFileSync(new URL("../../../../docs/openapi.json", import.meta.url), "utf8")) as OpenApiDocument;
  const reference = referenceOf(document);
  const routesCount = Object.values(document.paths).reduce((sum, methods) => sum + Object.keys(methods).length, 0);

  it("shows every route once, grouped by area, with who may call it", () => {
    expect(reference.operationsCount).toBe(routesCount);
    expect(routesCount).toBeGreaterThan(200);
    const shown = reference.areas.flatMap((area) => area.operations.map((operation) => `${operation.method} ${operation.path}`));
    expect(new Set(shown).size).toBe(routesCount);
    const getBook = reference.areas
      .find((area) => area.name === "books")
      ?.operations.find((operation) => operation.path === "/api/v1/books/{bookId}" && operation.method === "GET");
    expect(getBook).toMatchObject({
      who: "Signed in",
      policy: "book.read",
      parameters: [{ name: "bookId", required: true }],
      success: [{ status: "200", type: "{ book: Book }" }],
    });
    expect(getBook?.errors).toEqual(expect.arrayContaining(["401", "403", "404"]));
  });

  it("describes the shapes the answers are made of", () => {
    const book = reference.schemas.find((schema) => schema.name === "Book");
    expect(book?.fields.find((field) => field.name === "genre")).toMatchObject({ type: "Genre | null", required: true });
  });
});
