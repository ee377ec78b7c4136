/**
 * The reading funnel's record from the reading page (domain/src/services/reports/README.md):
 * an open chapter is started when the page shows it and finished when its end
 * comes into view; a locked chapter's paywall is met when the page shows it.
 * Each is sent once per page; the server counts each visitor once. A step
 * that could not be sent does not concern the reader. Browser only.
 */
import { recordFunnelStep } from "@storyloom/api/client";
import type { ApiClient } from "@storyloom/api/client";

export function trackFunnel(input: { client: ApiClient; bookId: number; chapterIndex: number; root: HTMLElement }): void {
  const { client, bookId, chapterIndex, root } = input;
  const send = (step: "STARTED" | "FINISHED" | "PAYWALL") => {
    recordFunnelStep(client, bookId, chapterIndex, step).catch(() => {
      // Not counted: the funnel is an estimate for the author, never in the reader's way.
    });
  };
  const text = root.querySelector<HTMLElement>("[data-chapter-text]");
  if (!text) {
    if (root.querySelector("#unlock-heading")) send("PAYWALL");
    return;
  }
  send("STARTED");
  const end = document.createElement("div");
  end.setAttribute("aria-hidden", "true");
  end.dataset.chapterEnd = "";
  text.after(end);
  if (!("IntersectionObserver" in window)) return;
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    send("FINISHED");
  });
  observer.observe(end);
}
