/** Reads exported DOCX files back for tests, as a word processor would open them. */
import mammoth from "mammoth";

/** The document's text, paragraphs separated by blank lines. */
export async function readDocxText(bytes: Buffer): Promise<string> {
  return (await mammoth.extractRawText({ buffer: bytes })).value;
}

/** The document as simple HTML (<p>, <strong>, <em>): shows which formatting survived. */
export async function readDocxHtml(bytes: Buffer): Promise<string> {
  return (await mammoth.convertToHtml({ buffer: bytes })).value;
}
