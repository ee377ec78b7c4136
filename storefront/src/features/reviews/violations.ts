import type { ReviewViolation } from "@storyloom/api/client";

/** Readable names of the review violations of docs/product.md (Enumerations), in the order the report form offers them. */
export const VIOLATION_LABELS: Record<ReviewViolation, string> = {
  HARASSMENT_OR_THREATS: "Harassment or threats",
  HATE_SPEECH: "Hate speech",
  DOXING: "Sharing someone's private information (doxing)",
  PROHIBITED_SEXUAL_DEPICTIONS: "Prohibited sexual content",
  MALICIOUS_CODE_OR_SPAM: "Spam or malicious code",
  SOLICITATION: "Solicitation",
  ILLEGAL_CONDUCT_OR_ACTIVITY: "Illegal conduct or activity",
  SCRAPING_OR_MINING: "Scraping or data mining",
  UNAUTHORISED_ACCESS: "Unauthorised access",
  DISRUPTION_OF_SERVICE: "Disruption of the service",
};

export const VIOLATION_OPTIONS: ReadonlyArray<{ value: ReviewViolation; label: string }> = Object.entries(VIOLATION_LABELS).flatMap(([value, label]) =>
  isViolation(value) ? [{ value, label }] : [],
);

export function isViolation(value: string): value is ReviewViolation {
  return Object.hasOwn(VIOLATION_LABELS, value);
}
