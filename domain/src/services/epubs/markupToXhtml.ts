/**
 * Chapter markup (sanitised Quill HTML, see chapters/sanitizeMarkup.ts) as
 * the body of an XHTML page. The markup is read into blocks by the same
 * parser the manuscript export uses (chapters/markupBlocks.ts) and written
 * out again, so the result is well-formed whatever the stored HTML looked
 * like: every text escaped, void tags closed, no attribute copied through.
 * Quill's alignment becomes a class of the book's stylesheet; a SCRIPT
 * book's paragraphs keep their screenplay class (sl-dialogue…).
 */
import { parseMarkup } from "../chapters/markupBlocks.ts";
import type { Block, Run } from "../chapters/markupBlocks.ts";
import { escapeXml } from "./xhtml.ts";

function runToXhtml(run: Run): string {
  let text = escapeXml(run.text);
  if (run.strike) text = `<s>${text}</s>`;
  if (run.underline) text = `<span class="underline">${text}</span>`;
  if (run.italics) text = `<em>${text}</em>`;
  if (run.bold) text = `<strong>${text}</strong>`;
  return run.breakBefore ? `<br/>${text}` : text;
}

function classesOf(block: Block): string {
  const classes: string[] = [];
  if (block.script) classes.push(`sl-${block.script}`);
  if (block.align !== "left") classes.push(`align-${block.align}`);
  return classes.length > 0 ? ` class="${classes.join(" ")}"` : "";
}

function inlineOf(block: Block): string {
  return block.runs.map(runToXhtml).join("");
}

function isOrdered(block: Block): boolean {
  return /^\d/.test(block.marker);
}

/** The chapter's text as XHTML block elements; headings inside a chapter sit below the chapter's own h1. */
export function markupToXhtml(markup: string | null): string {
  const blocks = parseMarkup(markup);
  const out: string[] = [];
  let list: "ol" | "ul" | null = null;
  for (const block of blocks) {
    const wanted = block.kind === "listItem" ? (isOrdered(block) ? "ol" : "ul") : null;
    if (list !== wanted) {
      if (list) out.push(`</${list}>`);
      if (wanted) out.push(`<${wanted}>`);
      list = wanted;
    }
    switch (block.kind) {
      case "sceneBreak":
        out.push('<hr class="scene-break"/>');
        break;
      case "heading":
        out.push(`<h2${classesOf(block)}>${inlineOf(block)}</h2>`);
        break;
      case "quote":
        out.push(`<blockquote${classesOf(block)}><p>${inlineOf(block)}</p></blockquote>`);
        break;
      case "listItem":
        out.push(`<li${classesOf(block)}>${inlineOf(block)}</li>`);
        break;
      case "paragraph":
        out.push(`<p${classesOf(block)}>${inlineOf(block)}</p>`);
        break;
    }
  }
  if (list) out.push(`</${list}>`);
  return out.join("\n");
}

/** Plain text of a markup (a description, an author's bio) as XHTML paragraphs. */
export function paragraphsOf(text: string): string {
  return markupToXhtml(
    /<(p|h[1-3]|blockquote|ol|ul|br)\b/i.test(text)
      ? text
      : text
          .split(/\n\s*\n|\n/)
          .map((line) => `<p>${escapeXml(line)}</p>`)
          .join(""),
  );
}
