/**
 * Screenplay pages (books of type SCRIPT): Courier 12 pt, single-spaced, each
 * element at its usual place on the page (docs/decisions/chapters-and-files.md, Export).
 */
import { AlignmentType, Paragraph } from "docx";
import { textRunsOf } from "./markupToDocx.ts";
import type { Block, ManuscriptStyle, ScriptElement } from "./markupToDocx.ts";

export const SCRIPT_STYLE: ManuscriptStyle = { font: "Courier New", size: 24 };

const INCH = 1440;
const LINE = 240;

/** Where each element sits, from the 1-inch text margin, and whether it starts after a blank line. */
const LAYOUT: Record<ScriptElement, { left: number; right: number; blankBefore: boolean; upperCase: boolean; align?: "right" }> = {
  heading: { left: 0, right: 0, blankBefore: true, upperCase: true },
  action: { left: 0, right: 0, blankBefore: true, upperCase: false },
  character: { left: 2.2 * INCH, right: 0, blankBefore: true, upperCase: true },
  parenthetical: { left: 1.6 * INCH, right: 2 * INCH, blankBefore: false, upperCase: false },
  dialogue: { left: INCH, right: 1.5 * INCH, blankBefore: false, upperCase: false },
  transition: { left: 0, right: 0, blankBefore: true, upperCase: true, align: "right" },
};

/** A screenplay's blocks as paragraphs; a paragraph without an element reads as action. */
export function scriptBlocksToParagraphs(blocks: Block[]): Paragraph[] {
  return blocks.map((block) => {
    const layout = LAYOUT[block.script ?? "action"];
    return new Paragraph({
      ...(layout.align === "right" ? { alignment: AlignmentType.RIGHT } : {}),
      indent: { left: layout.left, right: layout.right },
      spacing: { line: LINE, before: layout.blankBefore ? LINE : 0, after: 0 },
      // A character's name never ends a page without its first line of dialogue.
      ...(block.script === "character" || block.script === "heading" ? { keepNext: true } : {}),
      children: textRunsOf(block, SCRIPT_STYLE, { upperCase: layout.upperCase }),
    });
  });
}
