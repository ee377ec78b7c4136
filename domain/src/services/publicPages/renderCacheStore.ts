import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import type { PageTag } from "./pageTags.ts";
import { RENDER_CACHE_TTL_SECONDS, renderCacheKeys } from "./renderCacheKeys.ts";
import type { RenderCacheKeys } from "./renderCacheKeys.ts";
import { createTagVersionReader } from "./tagVersionReader.ts";

/**
 * The storefront's render cache in Redis: looking a page up and keeping one
 * (README.md). The storefront (storefront/src/lib/renderCache.ts) decides what
 * is cached for whom; invalidatePublicPages makes pages stale. Every failure of
 * Redis reads as "unavailable": the cache never fails a page.
 */

/** A rendered page as the cache keeps it. */
export interface CachedPage {
  status: number;
  /** The page's own headers worth replaying (the storefront picks them); never Set-Cookie. */
  headers: Array<[string, string]>;
  /** The bytes of the page, as rendered (UTF-8). */
  body: Buffer;
  /** A signed-in reader may get this very HTML (Astro.locals.sharedWithSignedIn). */
  sharedWithSignedIn: boolean;
}

/** What a lookup found: a fresh page, nothing (with the clock to store against), or no answer from Redis. */
export type Lookup = { kind: "hit"; page: CachedPage } | { kind: "miss"; clock: string } | { kind: "unavailable" };

export interface RenderCache {
  /** Never rejects: a Redis that is down or slow is "unavailable". */
  lookup(key: string): Promise<Lookup>;
  /**
   * Keeps the page under `key` with its tags unless one of them was invalidated
   * since the lookup that answered `clock` (the page may show what was before).
   * A page is kept on its ADMIT_AFTER_RENDERS-th render within the TTL. Resolves
   * true when kept; never rejects.
   */
  store(key: string, clock: string, page: CachedPage, tags: readonly PageTag[]): Promise<boolean>;
}

/** A page bigger than this is rendered every time rather than held in Redis. */
export const MAX_BODY_BYTES = 1_048_576;
/**
 * A page is kept on its second render within the TTL, not its first: a crawler
 * walking every chapter once fills Redis (which also holds the job queues, and
 * never evicts) with counters, not with pages nobody asks for twice.
 */
export const ADMIT_AFTER_RENDERS = 2;
interface Script {
  lua: string;
  sha: string;
}

function script(lua: string): Script {
  return { lua, sha: createHash("sha1").update(lua).digest("hex") };
}

/**
 * KEYS[1] the page, KEYS[2] the clock; ARGV[1] the tag prefix. A page is fresh
 * when every tag it recorded still has the version it recorded ("0": never
 * invalidated, or long enough ago that the version expired). Returns {clock}
 * on a miss, {clock, meta, body, recorded tags} on a hit.
 */
const LOOKUP = script(`
local clock = redis.call('GET', KEYS[2]) or '0'
local page = redis.call('HMGET', KEYS[1], 'tags', 'meta', 'body')
if not page[1] then return {clock} end
for version, tag in string.gmatch(page[1], '(%d+) ([^\\n]+)') do
  if (redis.call('GET', ARGV[1] .. tag) or '0') ~= version then return {clock} end
end
return {clock, page[2], page[3], page[1]}
`);

/**
 * KEYS[1] the page; ARGV[1] the tag prefix, ARGV[2] the clock of the lookup,
 * ARGV[3] the TTL, ARGV[4] the renders to admit after, ARGV[5] meta, ARGV[6]
 * body, ARGV[7..] the tags. A tag invalidated after the lookup (its version
 * above that clock) means the render may show the old state: nothing is kept.
 * Returns the recorded tags ("version tag" lines) when the page was kept, else 0.
 */
const STORE = script(`
local since = tonumber(ARGV[2])
local recorded = {}
for i = 7, #ARGV do
  local version = redis.call('GET', ARGV[1] .. ARGV[i]) or '0'
  if tonumber(version) > since then return 0 end
  recorded[#recorded + 1] = version .. ' ' .. ARGV[i]
end
local renders = redis.call('HINCRBY', KEYS[1], 'renders', 1)
if renders == 1 then redis.call('EXPIRE', KEYS[1], ARGV[3]) end
if renders < tonumber(ARGV[4]) then return 0 end
local tags = table.concat(recorded, '\\n')
redis.call('HSET', KEYS[1], 'tags', tags, 'meta', ARGV[5], 'body', ARGV[6])
redis.call('EXPIRE', KEYS[1], ARGV[3])
return tags
`);

/**
 * Runs a script by its hash, loading it on a NOSCRIPT. Replies come as Buffers:
 * ioredis decodes a large bulk string to a string several times slower than
 * it reads it (about 0.5 ms for a 38 KB page), and the body is sent as bytes anyway.
 */
async function run(redis: Redis, { lua, sha }: Script, keys: string[], args: Array<string | number | Buffer>): Promise<unknown> {
  try {
    return await redis.callBuffer("EVALSHA", [sha, keys.length, ...keys, ...args]);
  } catch (error) {
    if (!(error instanceof Error) || !error.message.startsWith("NOSCRIPT")) throw error;
    return redis.callBuffer("EVAL", [lua, keys.length, ...keys, ...args]);
  }
}

interface StoredMeta {
  status: number;
  headers: Array<[string, string]>;
  sharedWithSignedIn: boolean;
}

function isHeaderList(value: unknown): value is Array<[string, string]> {
  return Array.isArray(value) && value.every((pair) => Array.isArray(pair) && pair.length === 2 && typeof pair[0] === "string" && typeof pair[1] === "string");
}

/** The page of a lookup's hit reply; null when the reply is not one (a miss, or what this version cannot read). */
export function pageOfReply(meta: unknown, body: unknown): CachedPage | null {
  if (!Buffer.isBuffer(meta) || !Buffer.isBuffer(body)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(meta.toString("utf8"));
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const status = "status" in parsed ? parsed.status : undefined;
  const headers = "headers" in parsed ? parsed.headers : undefined;
  const shared = "sharedWithSignedIn" in parsed ? parsed.sharedWithSignedIn : undefined;
  if (typeof status !== "number" || !isHeaderList(headers) || typeof shared !== "boolean") return null;
  return { status, headers, body, sharedWithSignedIn: shared };
}

export interface RenderCacheOptions {
  redis: Redis;
  /** REDIS_PREFIX, as the API and the workers use it (their invalidations must reach these keys). */
  redisPrefix: string;
  /** Pages of another build link other assets: each build keeps its own. */
  buildId: string;
  ttlSeconds?: number;
  /** Bytes of pages this process keeps in memory besides Redis (MEMORY_BYTES unless told; 0: none). */
  memoryBytes?: number;
  /** Told once when Redis stops answering, and once when it answers again. */
  log?: (message: string) => void;
}

/** Pages a process keeps in its own memory, validated against Redis on every hit. */
export const MEMORY_BYTES = 64 * 1024 * 1024;

/** A page held in memory, with the tag versions it was rendered at. */
interface HeldPage {
  page: CachedPage;
  tagKeys: string[];
  versions: string[];
  bytes: number;
  expiresAt: number;
}

/** The tag keys and versions of a page's recorded tags ("version tag" lines). */
function recordedTags(recorded: Buffer, tagPrefix: string): { tagKeys: string[]; versions: string[] } {
  const tagKeys: string[] = [];
  const versions: string[] = [];
  for (const line of recorded.toString("utf8").split("\n")) {
    const space = line.indexOf(" ");
    if (space <= 0) continue;
    versions.push(line.slice(0, space));
    tagKeys.push(`${tagPrefix}${line.slice(space + 1)}`);
  }
  return { tagKeys, versions };
}

/** A render cache on a given connection (the storefront's processRenderCache() makes the process's one). */
export function createRenderCache(options: RenderCacheOptions): RenderCache {
  const { redis } = options;
  const keys: RenderCacheKeys = renderCacheKeys(options.redisPrefix);
  const ttl = options.ttlSeconds ?? RENDER_CACHE_TTL_SECONDS;
  const pageKey = (key: string) => `${keys.pagePrefix}${options.buildId}:${key}`;
  const log = options.log ?? ((message: string) => console.error(message));
  let isDown = false;
  const failed = (error: unknown): void => {
    if (isDown) return;
    isDown = true;
    log(`render cache: Redis did not answer, pages render uncached until it does (${error instanceof Error ? error.message : String(error)})`);
  };
  const answered = (): void => {
    if (!isDown) return;
    isDown = false;
    log("render cache: Redis answers again");
  };
  // Without the offline queue a command fails at once while disconnected; until the first connect, skip Redis.
  const isReady = (): boolean => redis.status === "ready";

  // Pages asked for often are held here too: a hit then costs a share of one MGET of
  // tag versions (batched across requests) instead of moving the page out of Redis.
  // A held page lives at most half the TTL, so its recorded versions never outlive theirs.
  const memoryBytes = options.memoryBytes ?? MEMORY_BYTES;
  const held = new Map<string, HeldPage>();
  let heldBytes = 0;
  const versionsNow = createTagVersionReader(redis);
  const forget = (key: string): void => {
    const page = held.get(key);
    if (!page) return;
    held.delete(key);
    heldBytes -= page.bytes;
  };
  const hold = (key: string, page: CachedPage, recorded: Buffer): void => {
    const bytes = page.body.length + 512;
    if (memoryBytes <= 0 || bytes > memoryBytes) return;
    forget(key);
    held.set(key, { page, ...recordedTags(recorded, keys.tagPrefix), bytes, expiresAt: Date.now() + (ttl * 1000) / 2 });
    heldBytes += bytes;
    // A Map iterates in insertion order, and a hit re-inserts: the first is the least recently used.
    for (const oldest of held.keys()) {
      if (heldBytes <= memoryBytes) break;
      forget(oldest);
    }
  };
  /** The held page of `key` when every tag still has the version it was rendered at; undefined when it must be looked up. */
  const heldFresh = async (key: string): Promise<CachedPage | undefined> => {
    const page = held.get(key);
    if (!page) return undefined;
    if (page.expiresAt <= Date.now()) {
      forget(key);
      return undefined;
    }
    const current = await versionsNow.read(page.tagKeys);
    if (current.some((version, index) => version !== page.versions[index])) {
      forget(key);
      return undefined;
    }
    held.delete(key);
    held.set(key, page);
    return page.page;
  };

  return {
    async lookup(key) {
      if (!isReady()) return { kind: "unavailable" };
      try {
        const fresh = await heldFresh(key);
        if (fresh) {
          answered();
          return { kind: "hit", page: fresh };
        }
        const reply = await run(redis, LOOKUP, [pageKey(key), keys.clock], [keys.tagPrefix]);
        answered();
        const clock: unknown = Array.isArray(reply) ? reply[0] : undefined;
        if (!Array.isArray(reply) || !Buffer.isBuffer(clock)) return { kind: "unavailable" };
        const page = reply.length === 4 ? pageOfReply(reply[1], reply[2]) : null;
        const recorded: unknown = reply[3];
        if (!page || !Buffer.isBuffer(recorded)) return { kind: "miss", clock: clock.toString("latin1") };
        hold(key, page, recorded);
        return { kind: "hit", page };
      } catch (error) {
        failed(error);
        return { kind: "unavailable" };
      }
    },
    async store(key, clock, page, tags) {
      if (!isReady() || page.body.length > MAX_BODY_BYTES) return false;
      const meta: StoredMeta = { status: page.status, headers: page.headers, sharedWithSignedIn: page.sharedWithSignedIn };
      try {
        const reply = await run(redis, STORE, [pageKey(key)], [keys.tagPrefix, clock, ttl, ADMIT_AFTER_RENDERS, JSON.stringify(meta), page.body, ...tags]);
        answered();
        if (!Buffer.isBuffer(reply)) return false;
        hold(key, page, reply);
        return true;
      } catch (error) {
        failed(error);
        return false;
      }
    },
  };
}
