import { describe, expect, it } from "vitest";
import { GENERIC_SIGN_IN_ERROR, signInErrorMessage } from "./signInErrors.ts";

describe("signInErrorMessage", () => {
  it.each([
    ["CredentialsSignin", "Incorrect email or password."],
    ["SessionRequired", "Please sign in to continue."],
    ["AccessDenied", "This account is suspended."],
    ["ServiceUnavailable", "Storyloom cannot be reached just now. Please try again in a moment."],
  ])("says %s in words", (error, message) => {
    expect(signInErrorMessage(error)).toBe(message);
  });

  it("shows the API's own message when sign-in is rate limited", () => {
    expect(signInErrorMessage("RateLimited", "Too many sign-in attempts. Try again in 60 seconds.")).toBe(
      "Too many sign-in attempts. Try again in 60 seconds.",
    );
    expect(signInErrorMessage("RateLimited")).toMatch(/Too many sign-in attempts/);
  });

  it("falls back to a generic message for any other error name", () => {
    expect(signInErrorMessage("OAuthCallbackError")).toBe(GENERIC_SIGN_IN_ERROR);
    expect(signInErrorMessage("<script>")).toBe(GENERIC_SIGN_IN_ERROR);
  });
});
