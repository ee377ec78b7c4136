/**
 * Every EPUB the product makes passes the EPUB checker (W3C's EPUBCheck, as
 * Debian packages it) with no error: a book with a cover, a SCRIPT book, and
 * the personal copies made of generated and uploaded files (each demo book:
 * seed/src/demoEpubs.int.test.ts).
 */
import { strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { Book } from "@storyloom/db/models";
import type { TestDatabase } from "@storyloom/testkit/db";
import { createChapter, createPublishedBook, createUser } from "@storyloom/testkit/factories";
import type { Storage } from "../../integrations/storage.ts";
import { storeCoverImage } from "../files/storeCoverImage.ts";
import { sampleImage } from "../files/testing.ts";
import { describeMessage } from "./checkEpub.ts";
import { personaliseEpub } from "./personaliseEpub.ts";
import type { WarmEpubChecker } from "./warmEpubChecker.ts";
import { epubFiles, epubOfBook, expectValidEpub, useEpubCheckContext } from "./testing.ts";

const PUBLIC_URL = "http://localhost:8080";
let db: TestDatabase;
let storage: Storage;
let checker: WarmEpubChecker;
useEpubCheckContext((made) => ({ db, storage, checker } = made));

const epubOf = (bookId: number) => epubOfBook({ knex: db.knex, storage, publicUrl: PUBLIC_URL }, bookId);
const expectValid = (bytes: Uint8Array) => expectValidEpub(checker, bytes);

const copy = {
  readerName: "Rita O'Reader",
  holding: "bought on 1 March 2026",
  madeAt: new Date("2026-03-02T00:00:00Z"),
  platform: `Storyloom (${PUBLIC_URL})`,
};

describe("the EPUB checker finds no error in", () => {
  it("a book with a cover image, whose cover is a JPEG the package names", async () => {
    const cover = await storeCoverImage({ storage, publicUrl: PUBLIC_URL, bytes: await sampleImage("png", 300, 450) });
    const { book } = await createPublishedBook(db.knex, { chapters: 2, title: "Lanterns & Ledgers" });
    await Book.query(db.knex).findById(book.id).patch({ imgUrl: cover.url });
    const bytes = await epubOf(book.id);
    const files = epubFiles(bytes);
    expect(files["OEBPS/images/cover.jpg"]).toBe("(image)");
    expect(files["OEBPS/content.opf"]).toContain('<item id="cover-image" href="images/cover.jpg" media-type="image/jpeg" properties="cover-image"/>');
    await expectValid(bytes);
  }, 180_000);

  it("a SCRIPT book, whose paragraphs keep their screenplay classes", async () => {
    const { book } = await createPublishedBook(db.knex, { title: "Night Ferry" });
    await Book.query(db.knex).findById(book.id).patch({ type: "SCRIPT" });
    await createChapter(db.knex, {
      bookId: book.id,
      status: "PUBLISHED",
      title: "Cold Open",
      markup:
        '<p class="sl-heading">EXT. FERRY DECK - NIGHT</p><p class="sl-action">Rain. A lantern swings.</p><p class="sl-character">MARA</p><p class="sl-parenthetical">(shouting)</p><p class="sl-dialogue">Cast off!</p><p class="sl-transition">CUT TO:</p>',
    });
    const bytes = await epubOf(book.id);
    const chapter = epubFiles(bytes)["OEBPS/chapter-001.xhtml"] ?? "";
    for (const kind of ["heading", "action", "character", "parenthetical", "dialogue", "transition"]) expect(chapter).toContain(`class="sl-${kind}"`);
    expect(chapter).toContain('<body class="script">');
    await expectValid(bytes);
  }, 180_000);

  it("a personal copy of an uploaded EPUB laid out differently (package at the root, EPUB 3)", async () => {
    const uploaded = zipSync({
      mimetype: [strToU8("application/epub+zip"), { level: 0 }],
      "META-INF/container.xml": strToU8(
        '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="package.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
      ),
      "package.opf": strToU8(`<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" xmlns:dc="http://purl.org/dc/elements/1.1/" version="3.0" unique-identifier="uid">
<metadata><dc:identifier id="uid">urn:isbn:9780000000002</dc:identifier><dc:title>Own Upload</dc:title><dc:language>fr</dc:language><meta property="dcterms:modified">2026-01-01T00:00:00Z</meta></metadata>
<manifest><item id="toc" href="toc.xhtml" media-type="application/xhtml+xml" properties="nav"/><item id="text" href="text.xhtml" media-type="application/xhtml+xml"/></manifest>
<spine><itemref idref="text"/></spine>
</package>`),
      "toc.xhtml": strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE html><html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>Table</title></head><body><nav epub:type="toc"><ol><li><a href="text.xhtml">Texte</a></li></ol></nav></body></html>',
      ),
      "text.xhtml": strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE html><html xmlns="http://www.w3.org/1999/xhtml"><head><title>Texte</title></head><body><p>Bonjour.</p></body></html>',
      ),
    });
    await expectValid(uploaded);
    const personal = personaliseEpub(uploaded, copy);
    const files = epubFiles(personal);
    expect(files["package.opf"]).toContain(
      '<dc:rights xmlns:dc="http://purl.org/dc/elements/1.1/">Personal copy of Rita O&#39;Reader (bought on 1 March 2026).</dc:rights>',
    );
    expect(files["package.opf"]).toMatch(/<itemref idref="text"\/>\s*<itemref idref="storyloom-personal-copy"\/>/);
    expect(files["storyloom-personal-copy.xhtml"]).toContain("This copy was made for Rita O&#39;Reader (bought on 1 March 2026) on 2 March 2026.");
    await expectValid(personal);
  }, 180_000);
});

describe("the book's EPUB holds", () => {
  it("only the published chapters, in reading order, with their published text (never staged edits)", async () => {
    const { book } = await createPublishedBook(db.knex);
    await createChapter(db.knex, { bookId: book.id, status: "PUBLISHED", title: "First", markup: "<p>Published words.</p>" });
    await createChapter(db.knex, { bookId: book.id, status: "DRAFT", title: "Draft", markup: "<p>Draft words.</p>" });
    const second = await createChapter(db.knex, { bookId: book.id, status: "PUBLISHED", title: "Second", markup: "<p>Second words.</p>" });
    await db.knex("chapters").where({ id: second.id }).update({ stagedMarkup: "<p>Staged words.</p>" });
    const files = epubFiles(await epubOf(book.id));
    const text = Object.values(files).join("\n");
    expect(text).toContain("Published words.");
    expect(text).toContain("Second words.");
    expect(text).not.toContain("Draft words.");
    expect(text).not.toContain("Staged words.");
    expect(files["OEBPS/chapter-002.xhtml"]).toContain("<h1>Chapter 2</h1>");
  });

  it("the author's name and bio", async () => {
    const { authorProfile } = await createUser(db.knex, { name: "Ada Quill" });
    await db.knex("authorProfiles").where({ id: authorProfile.id }).update({ bio: "Ada writes about lighthouses." });
    const { book } = await createPublishedBook(db.knex, { authorId: authorProfile.id, chapters: 1 });
    const files = epubFiles(await epubOf(book.id));
    expect(files["OEBPS/content.opf"]).toContain('<dc:creator id="creator">Ada Quill</dc:creator>');
    expect(files["OEBPS/author-note.xhtml"]).toContain("<p>Ada writes about lighthouses.</p>");
  });
});

describe("EPUBCheck reports", () => {
  it("an EPUB whose navigation document is missing, and one whose chapter is broken XHTML", async () => {
    const { book } = await createPublishedBook(db.knex, { chapters: 1 });
    // The mimetype entry is put back first and stored, as it must be; only the damage under test differs.
    const { mimetype: _mimetype, ...files } = unzipSync(await epubOf(book.id));
    const withoutNav = { ...files };
    delete withoutNav["OEBPS/nav.xhtml"];
    const missing = await checker.check(zipSync({ mimetype: [strToU8("application/epub+zip"), { level: 0 }], ...withoutNav }));
    expect(missing.errors.length).toBeGreaterThan(0);
    expect(missing.errors.map(describeMessage).join(" ")).toContain("nav.xhtml");

    const broken = { ...files, "OEBPS/chapter-001.xhtml": strToU8("<html><body><p>Unclosed</body></html>") };
    const report = await checker.check(zipSync({ mimetype: [strToU8("application/epub+zip"), { level: 0 }], ...broken }));
    expect(report.errors.some((error) => error.location?.startsWith("OEBPS/chapter-001.xhtml"))).toBe(true);
  }, 180_000);
});
