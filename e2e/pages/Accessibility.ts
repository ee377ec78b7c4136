import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * The WCAG 2.1 A and AA rules axe-core checks, on whatever the page shows now.
 * `axe.run` in the page itself (AxeBuilder's legacy mode) rather than a partial
 * run per frame finished in a new blank page: the blank page cost a renderer
 * and a second copy of axe-core per analysis, and our pages have no frames
 * from other origins for the partial run to reach.
 */
export async function findAccessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode().withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
