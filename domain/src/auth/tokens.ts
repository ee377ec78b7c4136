import { createHash, timingSafeEqual } from "node:crypto";
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";

/** A random token of `bytes` CSPRNG bytes, base32 (lower case, no padding). */
export function generateToken(bytes = 24): string {
  const random = new Uint8Array(bytes);
  crypto.getRandomValues(random);
  return encodeBase32LowerCaseNoPadding(random);
}

/**
 * Hex sha256 of a UTF-8 string: what is stored in place of a token. Node's
 * native hash, the same digest as @oslojs/crypto's JavaScript one at an eighth
 * of the cost (2 µs against 16 µs; every signed-in request hashes its cookie).
 */
export function sha256Hex(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

/** Whether two secrets are equal, in a time that does not tell how much of them matched. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
