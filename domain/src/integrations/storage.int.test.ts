import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeS3 } from "@storyloom/testkit/fakes/s3";
import type { FakeS3Server } from "@storyloom/testkit/fakes/s3";
import { createLocalStorage, createS3Storage, storageConfigOf } from "./storage.ts";
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

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "storyloom-files-"));
  s3 = await startFakeS3();
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await s3.close();
});

describe.each(["local", "s3"] as const)("the %s storage", (driver) => {
  it("gives back the bytes and content type it was given", async () => {
    const storage = drivers[driver]();
    const bytes = Buffer.from([0, 1, 2, 255, 254, 13, 10]);
    await storage.put("images/abc123.webp", bytes, "image/webp");
    expect(await storage.get("images/abc123.webp")).toEqual({ bytes, contentType: "image/webp" });
    expect(await storage.exists("images/abc123.webp")).toBe(true);
  });

  it("replaces a file written again under the same key", async () => {
    const storage = drivers[driver]();
    await storage.put("images/again.webp", Buffer.from("first"), "image/webp");
    await storage.put("images/again.webp", Buffer.from("second"), "image/png");
    expect(await storage.get("images/again.webp")).toEqual({ bytes: Buffer.from("second"), contentType: "image/png" });
  });

  it("answers null and false for a key that holds nothing", async () => {
    const storage = drivers[driver]();
    expect(await storage.get("images/missing.webp")).toBeNull();
    expect(await storage.exists("images/missing.webp")).toBe(false);
  });

  it("deletes a file, and deleting a missing one is no error", async () => {
    const storage = drivers[driver]();
    await storage.put("images/gone.webp", Buffer.from("x"), "image/webp");
    await storage.delete("images/gone.webp");
    await storage.delete("images/gone.webp");
    expect(await storage.get("images/gone.webp")).toBeNull();
  });

  it("refuses keys that could leave their folder", async () => {
    const storage = drivers[driver]();
    await expect(storage.put("../escape.webp", Buffer.from("x"), "image/webp")).rejects.toThrow("Invalid storage key");
    await expect(storage.get("images/../../etc/passwd")).rejects.toThrow("Invalid storage key");
  });
});

describe("storageConfigOf", () => {
  it("uses S3 when a bucket is named, else the local directory", () => {
    const base = { FILES_DIR: "/srv/files", S3_REGION: "eu-west-1", S3_FORCE_PATH_STYLE: false };
    expect(storageConfigOf(base)).toEqual({ driver: "local", dir: "/srv/files" });
    expect(storageConfigOf({ ...base, S3_BUCKET: "covers", S3_ENDPOINT: "http://minio:9000", S3_FORCE_PATH_STYLE: true })).toMatchObject({
      driver: "s3",
      bucket: "covers",
      region: "eu-west-1",
      endpoint: "http://minio:9000",
      forcePathStyle: true,
    });
  });
});
