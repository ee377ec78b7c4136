/**
 * The reading page's script (bundled by Astro; no framework): the settings panel,
 * the settings sync of a signed-in reader (docs/product.md, States and transitions), their reading progress, and
 * the book's view count. The page reads fine without it. Browser only.
 */
import { countBookView, createApiClient, getReaderProfile, updateReaderProfile } from "@storyloom/api/client";
import type { ApiClient, UpdateReaderProfileBody } from "@storyloom/api/client";
import { showToast } from "../../components/toast.ts";
import { loadCurrentSession } from "../session/currentSession.ts";
import { applySettings, clearDeviceSettings, loadDeviceSettings, storeDeviceSettings } from "./deviceSettings.ts";
import { trackFunnel } from "./funnelTracker.ts";
import { trackReadingProgress } from "./progressTracker.ts";
import { DEFAULT_SETTINGS, RESET_PROFILE_BODY, effectiveSettings, isTheme, planSettingsSync, profileBodyOf } from "./readerSettings.ts";
import type { LocalSettings, ReaderSettings, Theme } from "./readerSettings.ts";
import { connectSettingsPanel } from "./settingsPanel.ts";
import type { SettingsPanel } from "./settingsPanel.ts";

/** docs/product.md (Errors): the one message of a failed reader-profile update. */
export const PROFILE_UPDATE_FAILED = "Something went wrong. Please try again.";
/** Quick changes (A+ A+ A+) are sent as one update. */
const PROFILE_SAVE_DELAY_MS = 600;

/** Who the server rendered the page for: "unknown" on a page shared by anonymous and signed-in readers. */
type Visitor = "reader" | "anonymous" | "unknown";

function visitorOf(value: string | undefined): Visitor {
  return value === "reader" || value === "anonymous" ? value : "unknown";
}

/** Whether a signed-in reader (with a reader profile) is reading: asks the session only when the page cannot say. */
async function isSignedInReader(visitor: Visitor): Promise<boolean> {
  if (visitor !== "unknown") return visitor === "reader";
  return Boolean((await loadCurrentSession())?.user.readerProfile);
}

/** Sends settings to the reader's profile; a failure says so in a toast (docs/product.md, Errors). */
function sendToProfile(client: ApiClient, body: UpdateReaderProfileBody): void {
  updateReaderProfile(client, body).catch(() => showToast(PROFILE_UPDATE_FAILED, { tone: "error" }));
}

function startReadingPage(root: HTMLElement): void {
  const bookId = Number(root.dataset.bookId);
  const chapterIndex = Number(root.dataset.chapterIndex);
  const pageTheme: Theme = isTheme(root.dataset.pageTheme) ? root.dataset.pageTheme : DEFAULT_SETTINGS.theme;
  const client = createApiClient({ baseUrl: "" });
  const keepaliveClient = createApiClient({ baseUrl: "", fetch: (input, init) => fetch(input, { ...init, keepalive: true }) });

  countBookView(client, bookId).catch(() => {
    // A view that could not be counted does not concern the reader.
  });
  trackFunnel({ client, bookId, chapterIndex, root });

  let settings: ReaderSettings = effectiveSettings(loadDeviceSettings(), pageTheme);
  let isReader = false;
  let pending: UpdateReaderProfileBody = {};
  let saveTimer: number | undefined;
  let panel: SettingsPanel | null = null;

  const show = (next: ReaderSettings) => {
    settings = next;
    applySettings(next);
    panel?.show(next);
  };

  const panelElement = root.querySelector<HTMLDetailsElement>("[data-reader-settings]");
  if (panelElement) {
    panel = connectSettingsPanel(panelElement, settings, {
      onChange(changed: LocalSettings, next: ReaderSettings) {
        storeDeviceSettings(changed);
        show(next);
        if (!isReader) return;
        pending = { ...pending, ...profileBodyOf(changed) };
        window.clearTimeout(saveTimer);
        saveTimer = window.setTimeout(() => {
          const body = pending;
          pending = {};
          sendToProfile(client, body);
        }, PROFILE_SAVE_DELAY_MS);
      },
      onReset() {
        clearDeviceSettings();
        window.clearTimeout(saveTimer);
        pending = {};
        // A reader's profile theme becomes light; a visitor falls back to the page's own theme.
        show(effectiveSettings({}, isReader ? DEFAULT_SETTINGS.theme : pageTheme));
        if (isReader) sendToProfile(client, RESET_PROFILE_BODY);
      },
    });
  }
  // The drawers (contents, settings): opening one closes the other, so they never cover each other;
  // Escape closes the open one and gives the focus back to its toggle, as a menu would.
  const tools = [...root.querySelectorAll<HTMLDetailsElement>(".reader-tool")];
  for (const tool of tools) {
    tool.addEventListener("toggle", () => {
      if (tool.open) for (const other of tools) if (other !== tool) other.open = false;
    });
    tool.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || !tool.open) return;
      tool.open = false;
      tool.querySelector("summary")?.focus();
    });
  }

  void (async () => {
    isReader = await isSignedInReader(visitorOf(root.dataset.visitor));
    if (!isReader) return;
    const text = root.querySelector<HTMLElement>("[data-chapter-text]");
    const audio = root.querySelector<HTMLAudioElement>("[data-chapter-audio]");
    const audioStatus = root.querySelector<HTMLElement>("[data-audio-status]");
    const progress = text ? trackReadingProgress({ client, keepaliveClient, bookId, chapterIndex, text, audio, audioStatus }) : Promise.resolve();
    try {
      const { readerProfile } = await getReaderProfile(client);
      const plan = planSettingsSync(loadDeviceSettings(), readerProfile);
      if (Object.keys(plan.adopt).length > 0) {
        storeDeviceSettings(plan.adopt);
        show({ ...settings, ...plan.adopt });
      }
      if (plan.patch) sendToProfile(client, plan.patch);
    } catch {
      // The profile could not be read: this device keeps its own settings, unsent.
    }
    await progress;
  })();
}

const root = document.querySelector<HTMLElement>("[data-reader]");
if (root) startReadingPage(root);
