/**
 * Where uploaded files live: a local directory (one machine, development) or
 * an S3 bucket (several API instances share it). Both speak the same small
 * interface, so services never know which one they use.
 */
import { createReadStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { Readable } from "node:stream";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";

/** A stored file's bytes and the content type it was stored with. */
export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

/** A stored file's size and content type, without its bytes. */
export interface StoredFileInfo {
  size: number;
  contentType: string;
}

/** Bytes `start` to `end` of a file, both included (as in an HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface Storage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under `key`. */
  get(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  /** The file's size and content type, or null when there is none under `key`. */
  info(key: string): Promise<StoredFileInfo | null>;
  /**
   * A stream of the file's bytes (only `range` of them when given: a media
   * player asks for parts of large files), or null when there is none.
   */
  openRead(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes the file; removing a missing file is no error. */
  delete(key: string): Promise<void>;
}

export type StorageConfig =
  | { driver: "local"; dir: string }
  | {
      driver: "s3";
      bucket: string;
      region: string;
      endpoint?: string | undefined;
      accessKeyId?: string | undefined;
      secretAccessKey?: string | undefined;
      forcePathStyle: boolean;
    };

/** The storage variables of domain/src/env.ts's sharedEnv, as read. */
export interface StorageEnv {
  FILES_DIR: string;
  S3_BUCKET?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE: boolean;
}

/** S3 when S3_BUCKET is set, else the local directory FILES_DIR. */
export function storageConfigOf(env: StorageEnv): StorageConfig {
  if (!env.S3_BUCKET) return { driver: "local", dir: env.FILES_DIR };
  return {
    driver: "s3",
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/** Keys are paths of lower-case names ("images/ab12….webp"): nothing that could climb out of a directory. */
const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)+$/;

function requireKey(key: string): void {
  if (!KEY.test(key) || key.includes("..")) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

export function createStorage(config: StorageConfig): Storage {
  return config.driver === "local" ? createLocalStorage(config.dir) : createS3Storage(config);
}

/** Files in a directory; the content type is kept in a sidecar file beside each. */
export function createLocalStorage(dir: string): Storage {
  const fileOf = (key: string) => {
    requireKey(key);
    return path.join(dir, ...key.split("/"));
  };
  return {
    async put(key, bytes, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed: a reader never sees half a file.
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(`${file}.type`, contentType);
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const [bytes, contentType] = await Promise.all([readFile(file), readFile(`${file}.type`, "utf8")]);
        return { bytes, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
        throw error;
      }
    },
    async info(key) {
      const file = fileOf(key);
      try {
        const [facts, contentType] = await Promise.all([stat(file), readFile(`${file}.type`, "utf8")]);
        return facts.isFile() ? { size: facts.size, contentType } : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async openRead(key, range) {
      const file = fileOf(key);
      const stream = createReadStream(file, { highWaterMark: READ_CHUNK_BYTES, ...(range ? { start: range.start, end: range.end } : {}) });
      // Opened before it is answered: a missing file is null, not an error in the middle of a response.
      return new Promise((resolve, reject) => {
        stream.once("open", () => resolve(stream));
        stream.once("error", (error: NodeJS.ErrnoException) => (error.code === "ENOENT" ? resolve(null) : reject(error)));
      });
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(`${file}.type`, { force: true });
    },
  };
}

/** Reads of 256 KB, not 64: a quarter of the reads, callbacks and socket writes per download, for 10 MB of buffers per 40 downloads at once. */
const READ_CHUNK_BYTES = 256 * 1024;

function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404;
}

/** Objects in an S3 (or S3-compatible) bucket. */
export function createS3Storage(config: Extract<StorageConfig, { driver: "s3" }>): Storage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } } : {}),
  });
  const Bucket = config.bucket;
  return {
    async put(key, bytes, contentType) {
      requireKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      requireKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        const bytes = Buffer.from(await answer.Body.transformToByteArray());
        return { bytes, contentType: answer.ContentType ?? "application/octet-stream" };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      requireKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async info(key) {
      requireKey(key);
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: answer.ContentLength ?? 0, contentType: answer.ContentType ?? "application/octet-stream" };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async openRead(key, range) {
      requireKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
        return answer.Body ? Readable.fromWeb(answer.Body.transformToWebStream()) : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      requireKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
