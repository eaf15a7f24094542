// A HyperLogLog distinct-count sketch (Flajolet et al. 2007), hand-rolled because the npm
// candidates pull in native hashing or a whole library of sketches for these 60 lines.

/** 32-bit MurmurHash3 over the UTF-16 code units of `text`, two units per block. */
export function hashString(text: string, seed = 0x9747b28c): number {
  let h = seed | 0;
  const length = text.length;
  let i = 0;
  for (; i + 1 < length; i += 2) {
    h ^= scramble(text.charCodeAt(i) | (text.charCodeAt(i + 1) << 16));
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  if (i < length) h ^= scramble(text.charCodeAt(i));
  h ^= length;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function scramble(block: number): number {
  let k = Math.imul(block, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  return Math.imul(k, 0x1b873593);
}

const TWO_POW_32 = 2 ** 32;

export class HyperLogLog {
  private readonly registers: Uint8Array;
  private readonly precision: number;

  /** 2^precision one-byte registers; the standard error is 1.04 / sqrt(2^precision). */
  constructor(precision = 16) {
    this.precision = precision;
    this.registers = new Uint8Array(1 << precision);
  }

  add(value: string): void {
    const hash = hashString(value);
    const index = hash >>> (32 - this.precision);
    const rest = (hash << this.precision) >>> 0;
    const rank = rest === 0 ? 33 - this.precision : Math.clz32(rest) + 1;
    if (rank > this.registers[index]) this.registers[index] = rank;
  }

  estimate(): number {
    const m = this.registers.length;
    let sum = 0;
    let zeros = 0;
    for (const register of this.registers) {
      sum += 2 ** -register;
      if (register === 0) zeros++;
    }
    const raw = ((0.7213 / (1 + 1.079 / m)) * m * m) / sum;
    // Linear counting is the better estimator while many registers are still empty.
    if (raw <= 2.5 * m && zeros > 0) return m * Math.log(m / zeros);
    if (raw > TWO_POW_32 / 30) return -TWO_POW_32 * Math.log(1 - raw / TWO_POW_32);
    return raw;
  }
}
