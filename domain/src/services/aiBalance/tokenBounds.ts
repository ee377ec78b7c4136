/**
 * Token counts known before a call runs. Providers' tokenizers are byte-level:
 * no token covers less than one byte of UTF-8, so the byte length bounds the
 * input tokens from above (plus a few tokens of framing per message). The
 * reservation holds that bound; the studio's estimate shown before a run uses
 * the usual four characters per token.
 */
const FRAMING_TOKENS_PER_MESSAGE = 8;
const FRAMING_TOKENS_PER_CALL = 16;

/** An upper bound of the input tokens of `texts` sent as `messages` messages. */
export function maxInputTokens(texts: readonly string[], messages = texts.length): number {
  let bytes = 0;
  for (const text of texts) bytes += Buffer.byteLength(text, "utf8");
  return bytes + messages * FRAMING_TOKENS_PER_MESSAGE + FRAMING_TOKENS_PER_CALL;
}

/** The likely input tokens of `texts`: about four characters a token. */
export function estimateInputTokens(texts: readonly string[]): number {
  let characters = 0;
  for (const text of texts) characters += text.length;
  return Math.ceil(characters / 4) + texts.length * FRAMING_TOKENS_PER_MESSAGE + FRAMING_TOKENS_PER_CALL;
}
