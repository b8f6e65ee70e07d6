import { errorChain } from './error-chain.js';

/**
 * PostgreSQL refuses two kinds of text that JSON and URLs carry without complaint: the NUL
 * character (U+0000), in a text column (22021 "invalid byte sequence for encoding UTF8: 0x00")
 * or a jsonb value (22P05 "unsupported Unicode escape sequence"), and an unpaired surrogate
 * (`"\ud800"`) in a jsonb value (22P02, "Unicode low surrogate must follow a high surrogate").
 * Only a request can bring them, so the error handler answers 400 rather than a server fault,
 * whichever field of whichever call they came in.
 */
export function isUnstorableText(error: unknown): boolean {
  return errorChain(error).some((e) => {
    const { code, message, detail } = e as { code?: unknown; message?: unknown; detail?: unknown };
    if (code === '22021' || code === '22P05') return true;
    return code === '22P02' && /surrogate/i.test(`${String(detail ?? '')} ${String(message ?? '')}`);
  });
}

export const UNSTORABLE_TEXT_MESSAGE =
  'Some of the text sent contains a character that cannot be stored (a NUL character or a broken emoji). Remove it and try again.';
