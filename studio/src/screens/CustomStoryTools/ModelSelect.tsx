import type { AiModelView } from "@storyloom/api/client";
import { modelLabel } from "./storyToolLabels.ts";

const serviceLabels: Record<AiModelView["service"], string> = { OPEN_AI: "OpenAI", ANTHROPIC: "Anthropic" };

interface ModelSelectProps {
  control: { id: string; "aria-describedby": string | undefined; "aria-invalid": boolean };
  className: string | undefined;
  models: readonly AiModelView[];
  value: string;
  /** The label of the empty choice ("Same as step 1"), when there is one. */
  emptyLabel?: string;
  onChange: (model: string) => void;
}

/** The priced models by provider, with their prices; a saved model no longer priced stays shown so nothing changes silently. */
export function ModelSelect({ control, className, models, value, emptyLabel, onChange }: ModelSelectProps) {
  const known = value === "" || models.some((model) => model.model === value);
  return (
    <select {...control} className={className} value={value} onChange={(event) => onChange(event.target.value)}>
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {!known && <option value={value}>{value} (no longer available)</option>}
      {(["OPEN_AI", "ANTHROPIC"] as const).map((service) => (
        <optgroup key={service} label={serviceLabels[service]}>
          {models
            .filter((model) => model.service === service)
            .map((model) => (
              <option key={model.model} value={model.model}>
                {modelLabel(model)}
              </option>
            ))}
        </optgroup>
      ))}
    </select>
  );
}
