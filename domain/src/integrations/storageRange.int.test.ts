import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeS3 } from "@storyloom/testkit/fakes/s3";
import type { FakeS3Server } from "@storyloom/testkit/fakes/s3";
import { createLocalStorage, createS3Storage } from "./storage.ts";
import type { Storage } from "./storage.ts";

let dir: string;
let s3: FakeS3Server;
const drivers: Record<"local" | "s3", () => Storage> = {
  local: () => createLocalStorage(dir),
  s3: () =>
    createS3Storage({
      driver: "s3",
      bucket: s3.bucket,
      region: "us-east-1",
      endpoint: s3.endpoint,
      accessKeyId: "test",
      secretAccessKey: "test",
      forcePathStyle: true,
    }),
};
const bytes = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 251));

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "storyloom-range-"));
  s3 = await startFakeS3();
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await s3.close();
});

describe.each(["local", "s3"] as const)("ranged reads from the %s storage", (driver) => {
  it("tells a file's size and content type without reading it", async () => {
    const storage = drivers[driver]();
    await storage.put("audio/1/info.mp3", bytes, "audio/mpeg");
    expect(await storage.info("audio/1/info.mp3")).toEqual({ size: 1000, contentType: "audio/mpeg" });
    expect(await storage.info("audio/1/missing.mp3")).toBeNull();
  });

  it("streams the whole file, or exactly the bytes of a range (both ends included)", async () => {
    const storage = drivers[driver]();
    await storage.put("audio/1/range.mp3", bytes, "audio/mpeg");
    const whole = await storage.openRead("audio/1/range.mp3");
    expect(whole && (await buffer(whole))).toEqual(bytes);
    const middle = await storage.openRead("audio/1/range.mp3", { start: 100, end: 199 });
    expect(middle && (await buffer(middle))).toEqual(bytes.subarray(100, 200));
    const first = await storage.openRead("audio/1/range.mp3", { start: 0, end: 0 });
    expect(first && (await buffer(first))).toEqual(bytes.subarray(0, 1));
    const last = await storage.openRead("audio/1/range.mp3", { start: 990, end: 999 });
    expect(last && (await buffer(last))).toEqual(bytes.subarray(990));
  });

  it("answers null for a missing file", async () => {
    expect(await drivers[driver]().openRead("audio/1/nothing.mp3", { start: 0, end: 9 })).toBeNull();
  });
});
