// Huffman code lengths and canonical codes, shared by the deflate and JPEG writers.

/**
 * Optimal code lengths for the frequencies, none longer than `limit` bits (when the optimal tree is
 * deeper, the frequencies are flattened until it fits). Symbols with frequency 0 get length 0.
 */
export function codeLengths(freq: ArrayLike<number>, limit: number): Uint8Array {
  const n = freq.length;
  const lengths = new Uint8Array(n);
  let f = Array.from(freq);
  for (;;) {
    const symbols: number[] = [];
    for (let s = 0; s < n; s++) if (f[s]! > 0) symbols.push(s);
    lengths.fill(0);
    if (symbols.length === 0) return lengths;
    if (symbols.length === 1) {
      lengths[symbols[0]!] = 1;
      return lengths;
    }
    symbols.sort((a, b) => f[a]! - f[b]! || a - b);
    // Two-queue Huffman: leaves in order, internal nodes in creation order (also sorted).
    const weight: number[] = symbols.map((s) => f[s]!);
    const parent: number[] = new Array(symbols.length * 2).fill(-1);
    let leaf = 0;
    let node = symbols.length;
    let nextInternal = symbols.length;
    const take = () => {
      if (leaf < symbols.length && (node >= nextInternal || weight[leaf]! <= weight[node]!)) return leaf++;
      return node++;
    };
    while (nextInternal < symbols.length * 2 - 1) {
      const a = take();
      const b = take();
      weight[nextInternal] = weight[a]! + weight[b]!;
      parent[a] = nextInternal;
      parent[b] = nextInternal;
      nextInternal++;
    }
    const depth = new Array<number>(nextInternal).fill(0);
    for (let i = nextInternal - 2; i >= 0; i--) depth[i] = depth[parent[i]!]! + 1;
    let max = 0;
    symbols.forEach((s, i) => {
      lengths[s] = depth[i]!;
      if (depth[i]! > max) max = depth[i]!;
    });
    if (max <= limit) return lengths;
    f = f.map((v) => (v > 0 ? (v >> 1) | 1 : 0));
  }
}

/**
 * Canonical codes for the lengths (shorter codes first, then by symbol), as deflate and JPEG both
 * assign them. `reversed` gives them bit-reversed, for deflate's least-significant-bit-first order.
 */
export function canonicalCodes(lengths: Uint8Array, reversed: boolean): Uint16Array {
  const blCount = new Uint16Array(33);
  for (const l of lengths) if (l) blCount[l]!++;
  const next = new Uint32Array(33);
  let code = 0;
  for (let bits = 1; bits <= 32; bits++) {
    code = (code + blCount[bits - 1]!) << 1;
    next[bits] = code;
  }
  const codes = new Uint16Array(lengths.length);
  for (let s = 0; s < lengths.length; s++) {
    const l = lengths[s]!;
    if (!l) continue;
    let c = next[l]!++;
    if (!reversed) {
      codes[s] = c;
      continue;
    }
    let r = 0;
    for (let i = 0; i < l; i++) {
      r = (r << 1) | (c & 1);
      c >>= 1;
    }
    codes[s] = r;
  }
  return codes;
}
