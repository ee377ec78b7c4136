import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import request from "supertest";
import type { Agent } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuthorProfile } from "@storyloom/db/models";
import { createUser } from "@storyloom/testkit/factories";
import { startFakeS3 } from "@storyloom/testkit/fakes/s3";
import type { FakeS3Server } from "@storyloom/testkit/fakes/s3";
import { TOO_MANY_PIXELS, WRONG_FORMAT } from "@storyloom/domain/services/files/storeCoverImage.ts";
import { decompressionBombPng, sampleImage } from "@storyloom/domain/services/files/testing.ts";
import { signIn } from "../../auth/testing.ts";
import { createTestContext } from "../../testing.ts";
import type { TestContext } from "../../testing.ts";

const UPLOAD = "/api/v1/files/images/upload";

let s3: FakeS3Server;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3.close();
});

async function signedIn(ctx: TestContext, options: { author?: boolean } = {}): Promise<Agent> {
  const { user, password, authorProfile } = await createUser(ctx.db.knex);
  if (options.author === false) await AuthorProfile.query(ctx.db.knex).deleteById(authorProfile.id);
  const agent = request.agent(ctx.app);
  await signIn(agent, user.email, password).expect(200);
  return agent;
}

function upload(agent: Agent, bytes: Buffer, filename = "cover.png", contentType = "image/png") {
  return agent.post(UPLOAD).attach("file", bytes, { filename, contentType });
}

describe.each(["local", "s3"] as const)("cover images on %s storage", (driver) => {
  let ctx: TestContext;
  beforeAll(async () => {
    const storage =
      driver === "local"
        ? { driver, dir: await mkdtemp(path.join(tmpdir(), "storyloom-files-")) }
        : { driver, bucket: s3.bucket, region: "us-east-1", endpoint: s3.endpoint, accessKeyId: "test", secretAccessKey: "test", forcePathStyle: true };
    ctx = await createTestContext({ storage });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("refuses the anonymous with 401", async () => {
    const res = await request(ctx.app)
      .post(UPLOAD)
      .attach("file", await sampleImage("png"), "cover.png")
      .expect(401);
    expect(res.body.error.code).toBe("authentication_required");
  });

  it("refuses a missing file, a text file named .png, a GIF and a decompression bomb with 400", async () => {
    const agent = await signedIn(ctx);
    const missing = await agent.post(UPLOAD).field("other", "x").expect(400);
    expect(missing.body.error.fields).toEqual({ file: "Choose an image file to upload." });
    const text = await upload(agent, Buffer.from("this is not a picture at all")).expect(400);
    expect(text.body.error).toMatchObject({ message: WRONG_FORMAT, fields: { file: WRONG_FORMAT } });
    const gif = await upload(agent, await sampleImage("gif"), "cover.gif", "image/gif").expect(400);
    expect(gif.body.error.message).toBe(WRONG_FORMAT);
    const bomb = await upload(agent, decompressionBombPng()).expect(400);
    expect(bomb.body.error.message).toBe(TOO_MANY_PIXELS);
    const json = await agent.post(UPLOAD).send({ file: "x" }).expect(415);
    expect(json.body.error.code).toBe("unsupported_media_type");
  });

  it("refuses a file over 10 MB with 413", async () => {
    const agent = await signedIn(ctx);
    const big = Buffer.concat([await sampleImage("png"), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const res = await upload(agent, big).expect(413);
    expect(res.body.error.code).toBe("payload_too_large");
  });

  it.each(["png", "jpeg", "webp"] as const)("stores a %s as WebP and serves it back to anyone, cacheable for ever", async (format) => {
    const agent = await signedIn(ctx);
    const res = await upload(agent, await sampleImage(format, 30, 45), `cover.${format}`, `image/${format}`).expect(201);
    expect(res.body).toEqual({
      url: expect.stringMatching(/^http:\/\/localhost:8080\/api\/v1\/files\/images\/[0-9a-f]{32}\.webp$/),
      key: expect.stringMatching(/^images\//),
      width: 30,
      height: 45,
    });
    const served = await request(ctx.app)
      .get(new URL(res.body.url as string).pathname)
      .buffer(true)
      .expect(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((served.body as Buffer).subarray(8, 12).toString("latin1")).toBe("WEBP");
  });

  it("answers 404 for an image that does not exist and 400 for a name that is not an image name", async () => {
    const missing = await request(ctx.app)
      .get(`/api/v1/files/images/${"a".repeat(32)}.webp`)
      .expect(404);
    expect(missing.body.error).toEqual({ code: "not_found", message: "Image not found." });
    const bad = await request(ctx.app).get("/api/v1/files/images/..%2F..%2Fetc%2Fpasswd").expect(400);
    expect(bad.body.error.fields).toEqual({ name: "Not an image name." });
  });
});

describe("cover uploads by a user without an author profile", () => {
  it("are refused with 403", async () => {
    const ctx = await createTestContext({ storage: { driver: "local", dir: await mkdtemp(path.join(tmpdir(), "storyloom-files-")) } });
    try {
      const agent = await signedIn(ctx, { author: false });
      const res = await upload(agent, await sampleImage("png")).expect(403);
      expect(res.body.error.message).toBe("Only authors can upload covers.");
    } finally {
      await ctx.close();
    }
  });
});
