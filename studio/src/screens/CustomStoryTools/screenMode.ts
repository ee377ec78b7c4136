/**
 * What the custom story tools screen shows, kept in the address (?new,
 * ?edit=12, ?view=12) so that reloading, sharing or going back lands on it.
 */
export type ScreenMode = { kind: "list" } | { kind: "new" } | { kind: "edit"; id: number } | { kind: "view"; id: number };

function idOf(value: string | null): number | null {
  return value !== null && /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

export function modeOf(params: URLSearchParams): ScreenMode {
  if (params.has("new")) return { kind: "new" };
  const edit = idOf(params.get("edit"));
  if (edit !== null) return { kind: "edit", id: edit };
  const view = idOf(params.get("view"));
  if (view !== null) return { kind: "view", id: view };
  return { kind: "list" };
}

/** The query string of a mode (empty for the list). */
export function searchOf(mode: ScreenMode): Record<string, string> {
  switch (mode.kind) {
    case "new":
      return { new: "" };
    case "edit":
      return { edit: String(mode.id) };
    case "view":
      return { view: String(mode.id) };
    default:
      return {};
  }
}
