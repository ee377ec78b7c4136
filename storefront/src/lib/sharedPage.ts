/**
 * The attributes a shared page carries when it is served from the cache to a
 * signed-in reader: `data-session="pending"` until the header's script has
 * asked who is signed in (it then sets "signed-in" or "signed-out"), and
 * `data-shared`, which no script changes. The personal parts' script reads
 * the latter: the header's script may have settled the session before it
 * runs (its module loads later when its chunks arrive later).
 */
export const PENDING_SESSION_ATTRIBUTE = 'data-session="pending" data-shared';

const HTML_TAG = Buffer.from("<html");

/**
 * A cached page shared with signed-in readers was rendered for nobody: its
 * header says "Sign in". Served to a signed-in reader, it is marked
 * `<html data-session="pending" data-shared>`, and the page's own script
 * (features/session/personalHeader.ts) puts the reader's header in place. The
 * page is copied, never changed in place (the cache keeps it for others).
 */
export function markForSignedInReader(body: Buffer): Buffer {
  const at = body.indexOf(HTML_TAG);
  if (at === -1) return body;
  const end = at + HTML_TAG.length;
  return Buffer.concat([body.subarray(0, end), Buffer.from(` ${PENDING_SESSION_ATTRIBUTE}`), body.subarray(end)]);
}
