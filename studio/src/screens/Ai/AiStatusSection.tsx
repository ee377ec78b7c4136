import type { AiStatusView } from "@storyloom/api/client";
import { useAiStatus } from "../../api/ai.ts";
import { LoadFailed } from "../../components/LoadFailed/LoadFailed.tsx";
import { aiServiceLabel, aiServices } from "./aiLabels.ts";
import styles from "./AiScreen.module.css";

function StatusDetails({ status }: { status: AiStatusView }) {
  const isAnyConfigured = aiServices.some((service) => status.services[service].configured);
  return (
    <>
      {status.simulated && (
        <div className={`${styles.notice} ${styles.noticeSimulated}`}>
          <p className={styles.noticeTitle}>
            <span className={styles.badge}>Simulated</span> Answers come from the local simulator
          </p>
          <p>
            This server runs the AI tools against a local simulator instead of OpenAI or Anthropic. Its answers are placeholder text that shows how the tools
            work, not writing by an AI model.
          </p>
        </div>
      )}
      {!isAnyConfigured && (
        <div className={`${styles.notice} ${styles.noticeUnavailable}`}>
          <p className={styles.noticeTitle}>The AI tools are not available on this server</p>
          <p>Neither AI provider is configured, so the AI writing tools cannot run here. The server's administrator can set one up.</p>
        </div>
      )}
      <ul className={styles.providerList} aria-label="AI providers">
        {aiServices.map((service) => {
          const { configured, reason } = status.services[service];
          return (
            <li key={service} className={styles.provider}>
              <span className={styles.providerName}>{aiServiceLabel[service]}</span>
              {configured ? (
                <span className={`${styles.pill} ${styles.pillOk}`}>{status.simulated ? "Available (simulated)" : "Available"}</span>
              ) : (
                <>
                  <span className={`${styles.pill} ${styles.pillOff}`}>Not configured</span>
                  {reason && <span className={styles.providerReason}>{reason}</span>}
                </>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** Which AI providers this server has, why a missing one is missing, and whether answers are simulated. */
export function AiStatusSection() {
  const status = useAiStatus();
  return (
    <section className={styles.panel} aria-labelledby="ai-status-heading">
      <h2 id="ai-status-heading">AI on this server</h2>
      {status.isPending && <p role="status">Checking which AI providers this server has…</p>}
      {status.isError && (
        <LoadFailed title="The AI status could not be loaded" error={status.error} onRetry={() => void status.refetch()} isRetrying={status.isFetching} />
      )}
      {status.data && <StatusDetails status={status.data.status} />}
    </section>
  );
}
