import { randomBytes } from "node:crypto";

export const DEFAULT_REDIS_URL = "redis://127.0.0.1:6379";

/** A key prefix of the test file's own, so parallel files never share Redis keys. */
export function testRedisPrefix(): string {
  return `test:${process.pid}:${randomBytes(4).toString("hex")}:`;
}

export function testRedisUrl(): string {
  return process.env.REDIS_URL || DEFAULT_REDIS_URL;
}
