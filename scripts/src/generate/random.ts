/**
 * Seeded randomness for the synthetic site. Math.random cannot be seeded, and
 * the benchmarks need the same dataset, byte for byte, every time they ask for
 * the same size and seed.
 */

/** murmur3's 32-bit finalizer: a bijection, so distinct inputs stay distinct. */
export function mix32(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A 32-bit hash of a label, for seeds derived from names rather than from draw order. */
export function hashLabel(label: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return mix32(h);
}

/** sfc32: small, fast, and good enough for text; its state is four 32-bit words. */
export class Random {
  readonly seed: number;
  #a: number;
  #b: number;
  #c: number;
  #d: number;

  constructor(seed: number) {
    this.seed = seed >>> 0;
    this.#a = mix32(this.seed ^ 0x9e3779b9);
    this.#b = mix32(this.seed ^ 0x243f6a88);
    this.#c = mix32(this.seed ^ 0xb7e15162);
    this.#d = 1;
    // The first outputs of sfc32 still echo the seed; discard them.
    for (let i = 0; i < 12; i++) this.#next32();
  }

  #next32(): number {
    const t = (((this.#a + this.#b) | 0) + this.#d) | 0;
    this.#d = (this.#d + 1) | 0;
    this.#a = this.#b ^ (this.#b >>> 9);
    this.#b = (this.#c + (this.#c << 3)) | 0;
    this.#c = (this.#c << 21) | (this.#c >>> 11);
    this.#c = (this.#c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.#next32() / 4294967296;
  }

  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('cannot pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  /** `count` distinct members, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.min(count, items.length));
  }

  /**
   * An independent generator named by `label`. It depends on this generator's
   * seed only, not on how much has been drawn from it, so one doc's text does
   * not shift when another doc's generation changes.
   */
  fork(label: string): Random {
    return new Random(hashLabel(label, this.seed));
  }
}

/**
 * Draws items with probability proportional to 1 / rank^exponent, the
 * distribution word frequencies in natural text follow (Zipf's law): the
 * first item is common, the hundredth rare.
 */
export class Zipf<T> {
  readonly items: readonly T[];
  readonly #cumulative: Float64Array;

  constructor(items: readonly T[], exponent = 1) {
    if (items.length === 0) throw new RangeError('a Zipf distribution needs at least one item');
    this.items = items;
    this.#cumulative = new Float64Array(items.length);
    let total = 0;
    for (let rank = 0; rank < items.length; rank++) {
      total += 1 / (rank + 1) ** exponent;
      this.#cumulative[rank] = total;
    }
  }

  draw(random: Random): T {
    const target = random.next() * (this.#cumulative[this.#cumulative.length - 1] as number);
    let low = 0;
    let high = this.#cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.#cumulative[middle] as number) > target) high = middle;
      else low = middle + 1;
    }
    return this.items[low] as T;
  }
}

/** Picks one of several outcomes by relative weight. */
export function weighted<T>(random: Random, choices: readonly (readonly [T, number])[]): T {
  let total = 0;
  for (const [, weight] of choices) total += weight;
  let target = random.next() * total;
  for (const [value, weight] of choices) {
    target -= weight;
    if (target < 0) return value;
  }
  return (choices[choices.length - 1] as readonly [T, number])[0];
}
