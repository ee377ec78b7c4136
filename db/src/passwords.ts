import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

// @node-rs/argon2's defaults are argon2id, m=19456 KiB, t=2, p=1: the
// OWASP-recommended minimum for argon2id.

/** Hashes a password with argon2id; the PHC string carries its own salt and parameters. */
export async function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** True when the password matches the stored hash; a malformed hash never matches. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same argon2 work as a real check and always fails, so a sign-in
 * for an unknown e-mail takes as long as one with a wrong password.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hash(randomBytes(16).toString("hex"));
  await verifyPassword(await dummyHash, password);
  return false;
}
