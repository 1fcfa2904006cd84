/**
 * Which records hold a common term, without their impacts: the file a query
 * reads to check its other words' candidates against a very common word,
 * instead of that word's deep tiers. At 10,000 docs a word like "state" is in
 * half the records; its last tiers are hundreds of kilobytes of impacts, while
 * one bit per record says all a check needs. Sparser terms are stored as gaps
 * between record ids, whichever is smaller.
 */
import type { Members } from './format.ts';

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // String.fromCharCode takes its bytes as arguments: a few thousand at a time stay within the engine's limits.
  for (let at = 0; at < bytes.length; at += 4096)
    binary += String.fromCharCode(...bytes.subarray(at, Math.min(bytes.length, at + 4096)));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let at = 0; at < binary.length; at++) bytes[at] = binary.charCodeAt(at);
  return bytes;
}

/** Unsigned LEB128: seven bits per byte, the high bit set on every byte but a number's last. */
function varints(values: Iterable<number>): Uint8Array {
  const bytes: number[] = [];
  for (let value of values) {
    while (value >= 0x80) {
      bytes.push((value & 0x7f) | 0x80);
      value = Math.floor(value / 0x80);
    }
    bytes.push(value);
  }
  return Uint8Array.from(bytes);
}

/** The records holding a term (ids in ascending order), as a bitmap or as id gaps, whichever is smaller. */
export function encodeMembers(ids: ArrayLike<number>, recordCount: number): Members {
  const gaps = varints(
    (function* () {
      let previous = 0;
      for (let at = 0; at < ids.length; at++) {
        const id = ids[at] ?? 0;
        yield id - previous;
        previous = id;
      }
    })(),
  );
  const bitmapBytes = Math.ceil(recordCount / 8);
  if (gaps.length <= bitmapBytes) return { gaps: toBase64(gaps) };
  const bits = new Uint8Array(bitmapBytes);
  for (let at = 0; at < ids.length; at++) {
    const id = ids[at] ?? 0;
    bits[id >> 3] = (bits[id >> 3] ?? 0) | (1 << (id & 7));
  }
  return { bits: toBase64(bits) };
}

/** A members file as a bitmap of `recordCount` bits, whichever way it was stored. */
export function decodeMembers(members: Members, recordCount: number): Uint8Array {
  if ('bits' in members) return fromBase64(members.bits);
  const bits = new Uint8Array(Math.ceil(recordCount / 8));
  const gaps = fromBase64(members.gaps);
  let id = 0;
  let value = 0;
  let scale = 1;
  for (const byte of gaps) {
    value += (byte & 0x7f) * scale;
    if (byte & 0x80) {
      scale *= 0x80;
      continue;
    }
    id += value;
    bits[id >> 3] = (bits[id >> 3] ?? 0) | (1 << (id & 7));
    value = 0;
    scale = 1;
  }
  return bits;
}

export const holds = (bits: Uint8Array, id: number): boolean => (((bits[id >> 3] ?? 0) >> (id & 7)) & 1) === 1;
