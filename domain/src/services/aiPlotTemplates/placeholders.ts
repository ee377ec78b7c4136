// Light imports only: the API's schemas validate templates with this list.

/**
 * The `{{placeholders}}` an AI plot template may use, filled from the book when
 * the template is compiled (aiTools/templateValues.ts). The story bible itself
 * reaches the model through the proxy; `characters`, `lore`, `outline` and
 * `settings` repeat a part of it where a template wants it in its own words.
 */
export const PLOT_TEMPLATE_PLACEHOLDERS = [
  "title",
  "genre",
  "bookType",
  "description",
  "settings",
  "characters",
  "lore",
  "outline",
  "ideas",
  "instruction",
  "count",
] as const;
export type PlotTemplatePlaceholder = (typeof PLOT_TEMPLATE_PLACEHOLDERS)[number];

export function isPlotTemplatePlaceholder(name: string): name is PlotTemplatePlaceholder {
  return (PLOT_TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name);
}

/** `{{name}}`, spaces inside the braces allowed. */
const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

/** The placeholder names `text` uses, each once, in order of first use. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ""))];
}

/** The placeholders `instructions` uses that are not among `variables`. */
export function unknownPlaceholders(instructions: string, variables: readonly string[]): string[] {
  return placeholdersIn(instructions).filter((name) => !variables.includes(name));
}

/** `text` with each placeholder replaced by its value; one without a value is left as written. */
export function fillPlaceholders(text: string, values: Partial<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}
