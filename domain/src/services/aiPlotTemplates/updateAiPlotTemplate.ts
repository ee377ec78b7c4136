import type { Knex } from "@storyloom/db";
import { AIPlotTemplate } from "@storyloom/db/models";
import { ValidationError } from "../../errors.ts";
import { unknownPlaceholders } from "./placeholders.ts";
import { readTemplateSettings } from "./templateSettings.ts";
import type { PlotTemplateSettings } from "./templateSettings.ts";

/** What PATCH /ai-plot-templates/{id} may change; fields left out keep their value. */
export interface PlotTemplateChanges {
  name?: string | undefined;
  instructions?: string | undefined;
  variables?: string[] | undefined;
  advancedSettings?: Partial<PlotTemplateSettings> | undefined;
}

/** The placeholder names a stored template declares. */
export function readTemplateVariables(stored: unknown[]): string[] {
  return stored.filter((name): name is string => typeof name === "string");
}

/** Refuses instructions that use a placeholder the template does not declare, naming each. */
export function checkTemplatePlaceholders(instructions: string, variables: readonly string[]): void {
  const unknown = unknownPlaceholders(instructions, variables);
  if (unknown.length === 0) return;
  const named = unknown.map((name) => `{{${name}}}`).join(", ");
  const message = `These placeholders are not among the template's variables: ${named}.`;
  throw new ValidationError(message, { instructions: message });
}

/**
 * Saves an author's edit (docs/decisions/ai.md, Built-in AI tools). Editing a
 * global template edits the author's own copy of it, made from the global
 * one on the first edit; editing the copy updates it. The global templates
 * themselves never change here. The author's copy row is locked, so two
 * saves take turns.
 */
export async function updateAiPlotTemplate(input: {
  trx: Knex.Transaction;
  authorId: number;
  template: AIPlotTemplate;
  changes: PlotTemplateChanges;
}): Promise<AIPlotTemplate> {
  const { trx, authorId, template, changes } = input;
  const copy = template.authorId === null ? await AIPlotTemplate.query(trx).where({ authorId, globalTemplateId: template.id }).forUpdate().first() : template;
  const base = copy ?? template;
  const next = {
    name: changes.name ?? base.name,
    instructions: changes.instructions ?? base.instructions,
    variables: changes.variables ?? readTemplateVariables(base.variables),
    advancedSettings: { ...readTemplateSettings(base.advancedSettings), ...changes.advancedSettings },
  };
  checkTemplatePlaceholders(next.instructions, next.variables);
  if (copy) return copy.$query(trx).patchAndFetch(next);
  return AIPlotTemplate.query(trx).insertAndFetch({ ...next, type: template.type, authorId, globalTemplateId: template.id });
}
