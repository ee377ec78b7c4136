/**
 * Our chapter markup, parsed into blocks (chapters/markupBlocks.ts), as
 * manuscript paragraphs.
 */
import { AlignmentType, Paragraph, TextRun } from "docx";
import type { Block } from "../chapters/markupBlocks.ts";

export { decodeEntities, parseMarkup } from "../chapters/markupBlocks.ts";
export type { Block, ScriptElement } from "../chapters/markupBlocks.ts";

/** How manuscript text is set: the font, and the size in half-points. */
export interface ManuscriptStyle {
  font: string;
  size: number;
}

/** Double spacing, and a half-inch first-line indent, as manuscripts are set. */
const DOUBLE_SPACED = { line: 480, before: 0, after: 0 };
const FIRST_LINE_INDENT = 720;

const ALIGNMENTS = {
  left: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  right: AlignmentType.RIGHT,
  justify: AlignmentType.JUSTIFIED,
} as const;

export function textRunsOf(block: Block, style: ManuscriptStyle, options: { upperCase?: boolean } = {}): TextRun[] {
  const runs = block.marker ? [new TextRun({ text: block.marker, font: style.font, size: style.size })] : [];
  for (const run of block.runs) {
    runs.push(
      new TextRun({
        text: options.upperCase ? run.text.toUpperCase() : run.text,
        font: style.font,
        size: style.size,
        bold: run.bold || block.kind === "heading",
        italics: run.italics,
        ...(run.underline ? { underline: {} } : {}),
        strike: run.strike,
        ...(run.breakBefore ? { break: 1 } : {}),
      }),
    );
  }
  return runs;
}

/** The blocks as docx paragraphs: indented body text, centred `#` scene breaks, indented quotes and lists. */
export function blocksToParagraphs(blocks: Block[], style: ManuscriptStyle): Paragraph[] {
  return blocks.map((block) => {
    if (block.kind === "sceneBreak") {
      return new Paragraph({
        alignment: AlignmentType.CENTER,
        spacing: DOUBLE_SPACED,
        children: [new TextRun({ text: "#", font: style.font, size: style.size })],
      });
    }
    const indented = block.kind === "paragraph" && block.align === "left";
    return new Paragraph({
      alignment: ALIGNMENTS[block.align],
      spacing: DOUBLE_SPACED,
      ...(indented ? { indent: { firstLine: FIRST_LINE_INDENT } } : {}),
      ...(block.kind === "quote" || block.kind === "listItem" ? { indent: { left: FIRST_LINE_INDENT } } : {}),
      ...(block.kind === "heading" ? { keepNext: true } : {}),
      children: textRunsOf(block, style),
    });
  });
}
