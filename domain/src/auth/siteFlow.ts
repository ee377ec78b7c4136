/**
 * The shapes of a custom domain's sign-in flow (docs/security.md, "Custom
 * domains"): the one definition the API's validation, the grant service and
 * the storefront's consent page share. It imports nothing, so it runs in the
 * browser bundle as well as in Node.
 */

/** A flow's state: up to SITE_FLOW_STATE_MAX unreserved characters (RFC 3986), as the domain made it. */
export const SITE_FLOW_STATE = /^[A-Za-z0-9._~-]+$/;
export const SITE_FLOW_STATE_MAX = 200;

/** RFC 7636: a verifier is 43 to 128 unreserved characters; its S256 challenge is 43 base64url characters. */
export const PKCE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
export const PKCE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** Whether a state and a challenge have the flow's shapes. */
export function isSiteFlowShape(state: string, codeChallenge: string): boolean {
  return state.length <= SITE_FLOW_STATE_MAX && SITE_FLOW_STATE.test(state) && PKCE_CHALLENGE.test(codeChallenge);
}
