import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatMicroCents } from "@storyloom/api/client";
import type { AiRunResult } from "../../api/aiRun.ts";
import { useAiStatus, useBalance } from "../../api/ai.ts";
import { useAuthorProfile } from "../../api/authorProfile.ts";
import { paths } from "../../paths.ts";
import { aiFailureLink, aiStandingOf } from "./aiFailure.ts";
import type { AiFailure } from "./aiFailure.ts";
import styles from "./AiRunStatus.module.css";

/**
 * The parts every AI run shows the same way (docs/decisions/studio.md, AI tools in
 * the editor): the most it can cost before, what it cost after, and a refusal
 * with where to go to put it right.
 */

/** "Simulated": the answer came from the local simulator, not a model. */
export function SimulatedBadge() {
  return <span className={styles.simulated}>Simulated</span>;
}

/** The estimate before a run: "Estimated cost: at most $0.0007 with gpt-4.1-mini", `children` said after the model. */
export function AiEstimate({ cost, model, children }: { cost: number; model: string; children?: ReactNode }) {
  return (
    <p className={styles.line}>
      Estimated cost: <strong data-testid="ai-estimate">at most {formatMicroCents(cost)}</strong> with {model}
      {children}.
    </p>
  );
}

/** What a run cost and the balance left, or that nothing was charged. */
export function AiRunCost({ cost }: { cost: AiRunResult["cost"] }) {
  return (
    <p className={styles.line} role="status" data-testid="ai-cost">
      {cost ? `Cost: ${formatMicroCents(cost.cost)}. Your balance: ${formatMicroCents(cost.balanceAmount)}.` : "Nothing was charged."}
    </p>
  );
}

/** A refused or failed run: the server's message, and a link to the AI page when that is where it is put right. */
export function AiRunFailure({ failure }: { failure: AiFailure }) {
  const link = aiFailureLink(failure.code);
  return (
    <div className={styles.failure} role="alert">
      <p>{failure.message}</p>
      {link && <Link to={paths.ai()}>{link}</Link>}
    </div>
  );
}

/** Whether the server has an AI provider, and why not; true until the status is known. */
export function useIsAiConfigured(): { isConfigured: boolean; reason: string | null; isSimulated: boolean } {
  const status = useAiStatus();
  const services = status.data?.status.services;
  const isConfigured = services ? services.OPEN_AI.configured || services.ANTHROPIC.configured : true;
  return { isConfigured, reason: services?.OPEN_AI.reason ?? null, isSimulated: status.data?.status.simulated ?? false };
}

/** Said where the AI tools are offered when the server has no provider. */
export function AiNotConfiguredNotice({ reason }: { reason: string | null }) {
  return (
    <p className={styles.notice} role="note">
      The AI tools are not available on this server: {reason}
    </p>
  );
}

/**
 * Why the AI tools will refuse this author before they try (terms not
 * accepted, suspended, balance empty, monthly limit reached), said where the
 * tools are offered with where to put it right; nothing while it is fine or
 * not yet known. The server still decides each run.
 */
export function AiStandingNotice() {
  const profile = useAuthorProfile();
  const balance = useBalance(1);
  const standing = aiStandingOf(profile.data?.authorProfile ?? null, balance.data?.balance ?? null);
  if (!standing) return null;
  const link = aiFailureLink(standing.code);
  return (
    <div className={styles.notice} role="note">
      <p>{standing.message}</p>
      {link && <Link to={paths.ai()}>{link}</Link>}
    </div>
  );
}
