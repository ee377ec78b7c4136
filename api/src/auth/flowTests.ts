import request from "supertest";
import { fileTestContext, TEST_PUBLIC_URL } from "../testing.ts";
import { credentialsErrorUrl, csrfFailureUrl } from "./testing.ts";

/**
 * What the sign-in flows' test files set up: the file's test context
 * (fileTestContext), its origin, an agent that keeps cookies, and the
 * addresses a failed sign-in and a failed CSRF check send the browser to.
 */
export function authFlowTests() {
  const ctx = fileTestContext();
  const publicUrl = TEST_PUBLIC_URL;
  return {
    ctx,
    publicUrl,
    agent: () => request.agent(ctx.app),
    credentialsError: (provider = "credentials") => credentialsErrorUrl(publicUrl, provider),
    csrfFailure: () => csrfFailureUrl(publicUrl),
  };
}
