import type { Page } from "@playwright/test";

/** Chromium's console lines for a blocked load, and for a Permissions-Policy feature it does not know. */
const REPORTED_CONSOLE_LINES = /^(Refused to|Error with Permissions-Policy header)/;

/** Where the page keeps the violations it reported (set up before any of its own scripts run). */
const VIOLATIONS_KEY = "__storyloomCspViolations";

/**
 * Records every Content-Security-Policy violation of a browser page, each naming the
 * page and the resource that was blocked: from the `securitypolicyviolation` events
 * the page fires, and from Chromium's "Refused to …" console lines, which also cover
 * what the browser blocks outside the page's scripts (its favicon, a frame). A
 * Permissions-Policy the browser cannot parse is reported the same way.
 */
export class CspViolations {
  readonly page: Page;
  private readonly consoleLines: string[] = [];

  constructor(page: Page) {
    this.page = page;
    page.on("console", (message) => {
      if (REPORTED_CONSOLE_LINES.test(message.text())) this.consoleLines.push(`${new URL(page.url()).pathname}: ${message.text()}`);
    });
  }

  /** Starts listening in every document the page opens from now on. */
  async watch(): Promise<void> {
    // Browser-side code as text: this project is type-checked without the DOM's types.
    await this.page.addInitScript({
      content: `(() => {
        const seen = [];
        Object.defineProperty(window, "${VIOLATIONS_KEY}", { value: seen });
        document.addEventListener("securitypolicyviolation", (event) => {
          const at = event.sourceFile ? " at " + event.sourceFile + ":" + event.lineNumber : "";
          seen.push(location.pathname + ": " + event.effectiveDirective + " blocked " + (event.blockedURI || "(none)") + at);
        });
      })();`,
    });
  }

  /** Opens `path` and waits until it has loaded everything it asks for, blocked or not. */
  async visit(path: string): Promise<void> {
    await this.page.goto(path);
    // A blocked load never reaches the network; once the network is idle, every load was tried.
    await this.page.waitForLoadState("networkidle");
  }

  /** Adds a script element for `src` to the current page, as a tag injected by an attacker would be. */
  async injectScript(src: string): Promise<void> {
    await this.page.evaluate(`(() => {
      const script = document.createElement("script");
      script.src = ${JSON.stringify(src)};
      document.head.append(script);
    })()`);
  }

  /** The violations reported in the current document and on the console since the last call. */
  async take(): Promise<string[]> {
    const fromEvents: unknown = await this.page.evaluate(`(window["${VIOLATIONS_KEY}"] || []).splice(0)`);
    return [...(Array.isArray(fromEvents) ? fromEvents.map(String) : []), ...this.consoleLines.splice(0)];
  }
}
