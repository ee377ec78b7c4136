import { describe, expect, it } from "vitest";
import { keepQuotedFindings } from "./checkWithAi.ts";
import { chapter, character, continuityInput } from "./testText.ts";

describe("keepQuotedFindings", () => {
  const input = continuityInput({
    characters: [character(1, "Mara", { physical: "Green eyes." })],
    chapters: [chapter(1, "Mara left the harbour."), chapter(2, "Rain fell.", "Mara  walked back to the harbour. She carried the lamp.")],
  });
  const passages = [{ passageId: 1, chapterId: 101, chapterNumber: 1, chapterTitle: "Quay", firstParagraph: 1, content: "Mara left the harbour.", rank: 1 }];

  it("keeps a finding whose quote is in the chapter (whitespace and case aside), placed at its sentence, resting on the passage it cites", () => {
    const findings = keepQuotedFindings(
      {
        findings: [
          { quote: "mara walked back to the  harbour.", problem: "Mara left for good in chapter 1.", evidence: "Mara left the harbour.", severity: "MEDIUM" },
        ],
      },
      input,
      passages,
    );
    expect(findings).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{16}$/),
        kind: "AI",
        severity: "MEDIUM",
        message: "Mara left for good in chapter 1.",
        quote: { text: "Mara  walked back to the harbour.", paragraph: 2 },
        restsOn: [{ source: "CHAPTER", id: 101, name: "Chapter 1: Quay", chapterNumber: 1, paragraph: 1, text: "Mara left the harbour." }],
        bibleUpdate: null,
      },
    ]);
  });

  it("drops a finding whose quote the chapter does not hold", () => {
    const answer = {
      findings: [
        { quote: "Mara sailed to Karsk.", problem: "Invented.", evidence: "", severity: "HIGH" as const },
        { quote: "", problem: "Empty.", evidence: "", severity: "LOW" as const },
      ],
    };
    expect(keepQuotedFindings(answer, input, passages)).toEqual([]);
  });

  it("cites the story bible entry the evidence is from, and nothing for evidence found nowhere", () => {
    const findings = keepQuotedFindings(
      {
        findings: [
          { quote: "She carried the lamp.", problem: "A", evidence: "green eyes", severity: "LOW" },
          { quote: "Rain fell.", problem: "B", evidence: "Something else entirely", severity: "LOW" },
        ],
      },
      input,
      passages,
    );
    expect(findings.map((finding) => finding.restsOn)).toEqual([[{ source: "CHARACTER", id: 1, name: "Mara", text: "green eyes" }], []]);
  });
});
