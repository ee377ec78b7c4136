import { describe, expect, it } from "vitest";
import { formatPublicationTime } from "../Book/publishTime.ts";
import { newsletterStatsLabel, newsletterStatusLabel } from "./newsletterLabels.ts";

const base = { status: "DRAFT", scheduledAt: null, sentAt: null, recipientsCount: 0, deliveredCount: 0, failedCount: 0, openedCount: 0 } as const;
const now = Date.parse("2026-12-01T09:00:00Z");

describe("newsletterStatusLabel", () => {
  it("says draft, scheduled with its time, sending once the time has come, and sent with its time", () => {
    expect(newsletterStatusLabel(base, now)).toBe("Draft");
    expect(newsletterStatusLabel({ ...base, status: "SCHEDULED", scheduledAt: "2026-12-01T10:00:00Z" }, now)).toBe(
      `Scheduled for ${formatPublicationTime("2026-12-01T10:00:00Z")}`,
    );
    expect(newsletterStatusLabel({ ...base, status: "SCHEDULED", scheduledAt: "2026-12-01T08:59:00Z" }, now)).toBe("Sending…");
    expect(newsletterStatusLabel({ ...base, status: "SENT", sentAt: "2026-12-01T08:00:00Z" }, now)).toBe(
      `Sent on ${formatPublicationTime("2026-12-01T08:00:00Z")}`,
    );
  });
});

describe("newsletterStatsLabel", () => {
  it("counts readers, deliveries, failures and opens of a sent newsletter only", () => {
    expect(newsletterStatsLabel(base)).toBeNull();
    expect(newsletterStatsLabel({ ...base, status: "SENT" })).toBe("No reader gets your e-mails yet");
    expect(newsletterStatsLabel({ ...base, status: "SENT", recipientsCount: 1, deliveredCount: 0 })).toBe("1 reader · 0 delivered · 0 opened");
    expect(newsletterStatsLabel({ ...base, status: "SENT", recipientsCount: 3, deliveredCount: 3, openedCount: 2 })).toBe(
      "3 readers · 3 delivered · 2 opened (67%)",
    );
    expect(newsletterStatsLabel({ ...base, status: "SENT", recipientsCount: 4, deliveredCount: 3, failedCount: 1, openedCount: 0 })).toBe(
      "4 readers · 3 delivered · 1 failed · 0 opened (0%)",
    );
  });
});
