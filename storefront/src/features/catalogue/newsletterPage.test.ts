import { describe, expect, it } from "vitest";
import { newsletterPath, newsletterSeo } from "./newsletterPage.ts";

const author = { id: 7, name: "Ada Quill" };

describe("a newsletter's page", () => {
  it("lives under its author's page, at the author's slug", () => {
    expect(newsletterPath(author, 42)).toBe("/author/ada-quill/7/newsletters/42");
  });

  it("is described by its subject, its author and the start of its text", () => {
    const data = {
      author,
      newsletter: {
        id: 42,
        subject: "Spring news",
        markup: "<h2>Spring</h2><p>The third book is <strong>done</strong>.</p>",
        sentAt: "2026-12-01T09:00:00.000Z",
      },
    };
    const seo = newsletterSeo(data, "https://storyloom.example");
    expect(seo).toMatchObject({ canonical: "https://storyloom.example/author/ada-quill/7/newsletters/42", title: "Spring news — Ada Quill", type: "website" });
    expect(seo.description).toContain("The third book is done.");
  });
});
