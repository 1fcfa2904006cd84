/**
 * Is this request from Sanity, and new? Sanity signs `<timestamp>.<body>` with
 * the shared secret (HMAC-SHA256) and sends `t=<ms>,v1=<signature>` in the
 * `sanity-webhook-signature` header; `@sanity/webhook` checks the HMAC. The
 * toolkit does not judge the timestamp, so this module does: a signature
 * older than a few minutes is refused, and one already accepted within that
 * window is refused as a replay.
 */
import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';

/** How old a signature may be. Sanity retries a failed delivery twice, 30 seconds apart, well inside this. */
export const SIGNATURE_MAX_AGE_MS = 5 * 60_000;

/** How far ahead of this clock a signature may be dated (clock skew between Sanity and Netlify). */
export const SIGNATURE_MAX_SKEW_MS = 60_000;

export { SIGNATURE_HEADER_NAME };

export type HeaderCheck =
  | { ok: true; header: string; timestamp: number }
  | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'future' };

/** The checks that need no body: is there a well-formed, current signature? */
export function checkSignatureHeader(headers: Headers, now: number): HeaderCheck {
  const header = headers.get(SIGNATURE_HEADER_NAME)?.trim();
  if (!header) return { ok: false, reason: 'missing' };
  let timestamp: number;
  try {
    ({ timestamp } = decodeSignatureHeader(header));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (now - timestamp > SIGNATURE_MAX_AGE_MS) return { ok: false, reason: 'stale' };
  if (timestamp - now > SIGNATURE_MAX_SKEW_MS) return { ok: false, reason: 'future' };
  return { ok: true, header, timestamp };
}

/** Whether the body is exactly what was signed with the secret. */
export async function signatureMatches(body: string, header: string, secret: string): Promise<boolean> {
  // An empty body cannot be signed; the toolkit reports that as "not valid".
  return isValidSignature(body, header, secret);
}

/**
 * The signatures this function instance has accepted and that are still
 * within the age limit. A signature covers its timestamp and the whole body,
 * so the same header twice is the same delivery twice. Netlify may run
 * several instances; one that has not seen a delivery still refuses it once
 * it is stale, and a replay inside the window can at most ask for a build
 * that the build queue check then coalesces.
 */
export class AcceptedSignatures {
  readonly #expiries = new Map<string, number>();

  /** Claims the signature for this request; false when it was already claimed. */
  claim(header: string, timestamp: number, now: number): boolean {
    for (const [seen, expiry] of this.#expiries) {
      if (expiry < now) this.#expiries.delete(seen);
    }
    if (this.#expiries.has(header)) return false;
    this.#expiries.set(header, timestamp + SIGNATURE_MAX_AGE_MS);
    return true;
  }

  /**
   * Gives the claim back, when the request failed on our side (the build hook
   * was down): Sanity's retry of that delivery must be let through.
   */
  release(header: string): void {
    this.#expiries.delete(header);
  }
}
