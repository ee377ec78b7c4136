import type { OutlineTemplate } from "@storyloom/db/models";
import { readTemplateBeats } from "@storyloom/domain/services/outlineTemplates/templateBeats.ts";
import type { OutlineTemplateView } from "./views/outlineTemplates.ts";

export type { OutlineTemplateView };

export function presentOutlineTemplate(template: OutlineTemplate): OutlineTemplateView {
  return {
    id: template.id,
    name: template.name,
    description: template.description,
    beats: readTemplateBeats(template.beats).map((beat) => ({ name: beat.name, purpose: beat.purpose, description: beat.description, act: beat.act })),
    isGlobal: template.isGlobal,
    isDefault: template.isDefault,
    updatedAt: template.updatedAt.toISOString(),
  };
}
