/**
 * The Redis layout of the storefront's render cache, shared by the storefront
 * (lookup, store) and the services that invalidate (README.md beside this file).
 * Both sides must use the same REDIS_PREFIX.
 */

/** How long a rendered page is kept at most: a safety net under the tag invalidation. */
export const RENDER_CACHE_TTL_SECONDS = 600;

/**
 * How long a tag's version outlives its last invalidation. It must be at least
 * the page TTL: a page that recorded "no version yet" for a tag is gone before
 * the tag's version can expire back to "no version".
 */
export const TAG_VERSION_TTL_SECONDS = 2 * RENDER_CACHE_TTL_SECONDS;

export interface RenderCacheKeys {
  /** One counter; every invalidation takes the next value of it. */
  clock: string;
  /** `${tagPrefix}${tag}`: the clock value of the tag's last invalidation. */
  tagPrefix: string;
  /** `${pagePrefix}${buildId}:${page key}`: a hash of one rendered page. */
  pagePrefix: string;
}

export function renderCacheKeys(redisPrefix: string): RenderCacheKeys {
  const base = `${redisPrefix}render:`;
  return { clock: `${base}clock`, tagPrefix: `${base}tag:`, pagePrefix: `${base}page:` };
}

/**
 * The invalidation, atomically: the clock's next value becomes the version of
 * every tag given. A clock that is missing (Redis lost it) starts from the
 * server time in microseconds, so it never comes back to a value an older page
 * recorded. KEYS[1] the clock; ARGV[1] the tag prefix, ARGV[2] the tag TTL,
 * ARGV[3..] the tags. Returns the new clock value.
 */
export const INVALIDATE_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then
  local now = redis.call('TIME')
  redis.call('SET', KEYS[1], tonumber(now[1]) * 1000000 + tonumber(now[2]))
end
local version = redis.call('INCR', KEYS[1])
for i = 3, #ARGV do
  redis.call('SET', ARGV[1] .. ARGV[i], version, 'EX', ARGV[2])
end
return version
`;
