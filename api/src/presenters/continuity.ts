import type { ContinuityReport } from "@storyloom/domain/services/continuity/checkContinuity.ts";
import type { Finding, RestsOn } from "@storyloom/domain/services/continuity/findings.ts";
import type { ContinuityFindingView, ContinuityReportView, ContinuityRestsOnView } from "./views/continuity.ts";

function presentRestsOn(rest: RestsOn): ContinuityRestsOnView {
  if (rest.source === "CHAPTER")
    return { source: rest.source, id: rest.id, name: rest.name, chapterNumber: rest.chapterNumber, paragraph: rest.paragraph, text: rest.text };
  return { source: rest.source, id: rest.id, name: rest.name, text: rest.text };
}

export function presentContinuityFinding(finding: Finding): ContinuityFindingView {
  return {
    id: finding.id,
    kind: finding.kind,
    severity: finding.severity,
    message: finding.message,
    quote: { text: finding.quote.text, paragraph: finding.quote.paragraph },
    restsOn: finding.restsOn.map(presentRestsOn),
    bibleUpdate: finding.bibleUpdate
      ? { entity: finding.bibleUpdate.entity, id: finding.bibleUpdate.id, field: finding.bibleUpdate.field, value: finding.bibleUpdate.value }
      : null,
  };
}

export function presentContinuityReport(report: ContinuityReport, aiCost: ContinuityReportView["aiCost"]): ContinuityReportView {
  return {
    chapterId: report.chapterId,
    checkedAt: report.checkedAt.toISOString(),
    findings: report.findings.map(presentContinuityFinding),
    aiUsed: report.aiUsed,
    aiCost,
  };
}
