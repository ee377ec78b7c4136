import type { Knex } from "@storyloom/db";
import { PasswordResetToken } from "@storyloom/db/models";
import { generateToken, sha256Hex } from "../../auth/tokens.ts";
import type { JobQueue } from "../../jobs/enqueue.ts";
import type { RateLimiters } from "../../rateLimit.ts";
import { queueEmail } from "../mail/queueEmail.ts";
import { findUserByEmail } from "./findUserByEmail.ts";

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/**
 * Issues a single-use recovery link valid for one hour and puts the e-mail
 * carrying it in the outbox, in the caller's transaction; the workers send it
 * after the commit, so no mail server is waited for here. Unknown and
 * suspended addresses get no mail, but the caller answers the same either way,
 * so the call reveals nothing about which addresses have accounts. Every
 * request counts against the address's and the client's limit, known or not,
 * so the call cannot flood someone's inbox and a 429 reveals nothing either.
 */
export async function requestPasswordReset(input: {
  trx: Knex.Transaction;
  jobs: JobQueue;
  limiter: RateLimiters["passwordReset"];
  publicUrl: string;
  email: string;
  clientAddress: string;
  now?: Date;
}): Promise<void> {
  const { trx } = input;
  const now = input.now ?? new Date();
  await input.limiter.consume({ account: input.email.toLowerCase(), address: input.clientAddress });
  const user = await findUserByEmail(trx, input.email);
  if (!user || user.status !== "ACTIVE") return;
  const token = generateToken(32);
  await PasswordResetToken.query(trx).insert({
    userId: user.id,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
  });
  const link = new URL("/auth/forgotPassword", input.publicUrl);
  link.searchParams.set("token", token);
  await queueEmail({
    trx,
    jobs: input.jobs,
    message: {
      to: user.email,
      subject: "Reset your Storyloom password",
      text: [
        "Someone asked to reset the password of your Storyloom account.",
        "",
        "Open this link within one hour to choose a new password:",
        link.toString(),
        "",
        "If it was not you, ignore this message: your password stays as it is.",
      ].join("\n"),
      html: [
        "<p>Someone asked to reset the password of your Storyloom account.</p>",
        `<p><a href="${link.toString()}">Choose a new password</a> (the link works for one hour).</p>`,
        "<p>If it was not you, ignore this message: your password stays as it is.</p>",
      ].join("\n"),
    },
  });
}
