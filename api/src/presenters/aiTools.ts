import type { AIPlotTemplate } from "@storyloom/db/models";
import { readTemplateSettings } from "@storyloom/domain/services/aiPlotTemplates/templateSettings.ts";
import { readTemplateVariables } from "@storyloom/domain/services/aiPlotTemplates/updateAiPlotTemplate.ts";
import type { CompiledTool } from "@storyloom/domain/services/aiTools/compileAiTool.ts";
import type { AiPlotTemplateView, CompiledToolView } from "./views/aiTools.ts";

export type { AiPlotTemplateView, CompiledToolView };

export function presentCompiledTool({ prompt, estimate }: CompiledTool): CompiledToolView {
  return {
    prompt: {
      tool: prompt.tool,
      service: prompt.service,
      model: prompt.model,
      instructions: prompt.instructions,
      input: prompt.input,
      maxOutputTokens: prompt.maxOutputTokens,
      temperature: prompt.temperature,
      output: prompt.output === "text" ? "text" : { format: prompt.output.format, name: prompt.output.name, schema: prompt.output.schema },
    },
    estimate: { inputTokens: estimate.inputTokens, outputTokens: estimate.outputTokens, cost: estimate.cost, contextIncluded: estimate.contextIncluded },
  };
}

export function presentAiPlotTemplate(template: AIPlotTemplate): AiPlotTemplateView {
  const settings = readTemplateSettings(template.advancedSettings);
  return {
    id: template.id,
    globalTemplateId: template.authorId === null ? template.id : template.globalTemplateId,
    type: template.type,
    name: template.name,
    instructions: template.instructions,
    variables: readTemplateVariables(template.variables),
    advancedSettings: { temperature: settings.temperature, maxOutputTokens: settings.maxOutputTokens, model: settings.model },
    isCustomized: template.authorId !== null,
    updatedAt: template.updatedAt.toISOString(),
  };
}
