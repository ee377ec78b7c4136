import { useId } from "react";
import type { AiModelView, StoryToolView } from "@storyloom/api/client";
import { availabilityLabel, modelName, sceneAvailabilityLabel, storyTypeLabel, toolTypeLabel } from "./storyToolLabels.ts";
import styles from "./CustomStoryTools.module.css";

function StepFacts({
  model,
  instructions,
  temperature,
  maxOutput,
  effort,
}: {
  model: string;
  instructions: string;
  temperature: number | null;
  maxOutput: number | null;
  effort?: string | null;
}) {
  return (
    <dl className={styles.facts}>
      <dt>Model</dt>
      <dd>{model}</dd>
      <dt>Temperature</dt>
      <dd>{temperature ?? "The model's default"}</dd>
      <dt>Longest answer</dt>
      <dd>{maxOutput === null ? "2048 tokens (default)" : `${maxOutput} tokens`}</dd>
      {effort && (
        <>
          <dt>Reasoning effort</dt>
          <dd>{effort}</dd>
        </>
      )}
      <dt>Instructions</dt>
      <dd>
        <pre className={styles.pre}>
          <code>{instructions}</code>
        </pre>
      </dd>
    </dl>
  );
}

/** Every field and step of a tool, read-only: how the shipped tools work, to learn from or copy by hand. */
export function StoryToolDetails({ tool, models, onClose }: { tool: StoryToolView; models: readonly AiModelView[]; onClose: () => void }) {
  const headingId = useId();
  return (
    <section className={styles.details} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        {tool.icon && <img src={tool.icon} alt="" className={styles.icon} width={40} height={40} />}
        <h2 id={headingId} className={styles.cardName}>
          {tool.name}
        </h2>
      </div>
      {tool.isGlobal && <p>Shipped with Storyloom: you can use it in your books and hide it from the editor, but not change it.</p>}
      {tool.description && <p className={styles.description}>{tool.description}</p>}
      <dl className={styles.facts}>
        <dt>What it does</dt>
        <dd>{toolTypeLabel[tool.type]}</dd>
        <dt>Works in</dt>
        <dd>{storyTypeLabel[tool.storyType]}</dd>
        <dt>Available</dt>
        <dd>{availabilityLabel[tool.availability ?? ""]}</dd>
        <dt>Offered</dt>
        <dd>{sceneAvailabilityLabel[tool.sceneAvailability]}</dd>
        <dt>Asks for instructions</dt>
        <dd>{tool.withUserInstructions ? `Yes${tool.userInstructions ? `; by default: “${tool.userInstructions}”` : ""}` : "No"}</dd>
      </dl>
      <h3>Step 1</h3>
      <StepFacts model={modelName(models, tool.defaultModel)} instructions={tool.instructions} temperature={tool.temperature} maxOutput={tool.maxOutput} />
      {tool.steps.map((step, index) => (
        <div key={index}>
          <h3>Step {index + 2}</h3>
          <StepFacts
            model={step.model ? modelName(models, step.model) : `${modelName(models, tool.defaultModel)} (as step 1)`}
            instructions={step.instructions}
            temperature={step.temperature ?? tool.temperature}
            maxOutput={step.maxOutput ?? tool.maxOutput}
            effort={step.effort}
          />
        </div>
      ))}
      <div>
        <button type="button" className="button" onClick={onClose}>
          Back to the tools
        </button>
      </div>
    </section>
  );
}
