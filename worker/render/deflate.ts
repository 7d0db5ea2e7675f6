// A zlib (RFC 1950/1951) writer specialised for filtered logo pixels: runs of one byte value
// become distance-1 copies, everything else literals, in one block with dynamic Huffman codes.
// Adler-32 is kept per token in closed form, so long runs cost O(1).

const LEN_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
const LEN_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const CL_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];
const MOD = 65521;

/** Length 3..258 → index into LEN_BASE. */
const LEN_INDEX = (() => {
  const t = new Uint8Array(259);
  for (let i = 0; i < LEN_BASE.length; i++) {
    const end = i + 1 < LEN_BASE.length ? LEN_BASE[i + 1]! : 259;
    for (let l = LEN_BASE[i]!; l < end; l++) t[l] = i;
  }
  t[258] = 28;
  return t;
})();

/** Huffman code lengths for the frequencies, at most `limit` bits (frequencies flattened until they fit). */
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

/** Canonical codes, bit-reversed for LSB-first output. */
function canonicalCodes(lengths: Uint8Array): Uint16Array {
  const blCount = new Uint16Array(16);
  for (const l of lengths) if (l) blCount[l]!++;
  const next = new Uint16Array(16);
  let code = 0;
  for (let bits = 1; bits < 16; bits++) {
    code = (code + blCount[bits - 1]!) << 1;
    next[bits] = code;
  }
  const codes = new Uint16Array(lengths.length);
  for (let s = 0; s < lengths.length; s++) {
    const l = lengths[s]!;
    if (!l) continue;
    let c = next[l]!++;
    let r = 0;
    for (let i = 0; i < l; i++) {
      r = (r << 1) | (c & 1);
      c >>= 1;
    }
    codes[s] = r;
  }
  return codes;
}

class BitOut {
  buf: Uint8Array;
  pos = 0;
  private acc = 0;
  private n = 0;
  constructor(size: number) {
    this.buf = new Uint8Array(size);
  }
  bits(value: number, count: number) {
    this.acc |= value << this.n;
    this.n += count;
    while (this.n >= 8) {
      if (this.pos >= this.buf.length) this.grow();
      this.buf[this.pos++] = this.acc & 0xff;
      this.acc >>>= 8;
      this.n -= 8;
    }
  }
  byte(b: number) {
    this.bits(b, 8);
  }
  align() {
    if (this.n > 0) this.bits(0, 8 - this.n);
  }
  private grow() {
    const next = new Uint8Array(this.buf.length * 2);
    next.set(this.buf);
    this.buf = next;
  }
}

export class ZlibRunWriter {
  private tokens = new Int32Array(1 << 16);
  private count = 0;
  private litFreq = new Uint32Array(286);
  private hasMatch = false;
  private a = 1;
  private b = 0;
  /** The last byte written, which a distance-1 copy repeats. */
  private last = -1;

  private token(t: number) {
    if (this.count === this.tokens.length) {
      const next = new Int32Array(this.tokens.length * 2);
      next.set(this.tokens);
      this.tokens = next;
    }
    this.tokens[this.count++] = t;
  }

  private literal(v: number) {
    this.token(v);
    this.litFreq[v]!++;
    this.a = (this.a + v) % MOD;
    this.b = (this.b + this.a) % MOD;
    this.last = v;
  }

  /** `length` more copies of `v` (one literal first when the previous byte differs). */
  private run(v: number, length: number) {
    let left = length;
    if (left > 0 && this.last !== v) {
      this.literal(v);
      left--;
    }
    while (left >= 3) {
      const len = left > 258 ? (left - 258 < 3 ? left - 3 : 258) : left;
      this.token(-len);
      this.litFreq[257 + LEN_INDEX[len]!]!++;
      this.hasMatch = true;
      // Adler-32 over len copies of v: a += len·v; b += len·a + v·len(len+1)/2.
      this.b = (this.b + len * this.a + ((v * len * (len + 1)) / 2) % MOD) % MOD;
      this.a = (this.a + len * v) % MOD;
      left -= len;
    }
    while (left-- > 0) this.literal(v);
  }

  // A run being gathered byte by byte; written out when a different byte arrives.
  private pendingByte = -1;
  private pendingCount = 0;

  /** Adds one byte to the stream, gathering runs. */
  push(v: number) {
    if (v === this.pendingByte) {
      this.pendingCount++;
      return;
    }
    this.flush();
    this.pendingByte = v;
    this.pendingCount = 1;
  }

  /** Adds n zero bytes. */
  pushZeros(n: number) {
    if (this.pendingByte === 0) {
      this.pendingCount += n;
      return;
    }
    this.flush();
    this.pendingByte = 0;
    this.pendingCount = n;
  }

  /** Writes the gathered run out as copies (when that is shorter) or literals. */
  flush() {
    const v = this.pendingByte;
    const n = this.pendingCount;
    this.pendingByte = -1;
    this.pendingCount = 0;
    if (n === 0) return;
    if (n >= 3 || (this.last === v && n >= 2)) this.run(v, n);
    else for (let k = 0; k < n; k++) this.literal(v);
  }

  finish(): Uint8Array {
    this.flush();
    this.litFreq[256] = 1;
    const litLen = codeLengths(this.litFreq, 15);
    const distLen = new Uint8Array(30);
    distLen[0] = 1; // every copy is at distance 1
    if (!this.hasMatch) distLen[0] = 1;
    const litCodes = canonicalCodes(litLen);
    let hlit = 286;
    while (hlit > 257 && litLen[hlit - 1] === 0) hlit--;
    const hdist = 1;

    // Code lengths of both alphabets, run-length coded with symbols 16, 17, 18.
    const seq = [...litLen.subarray(0, hlit), ...distLen.subarray(0, hdist)];
    const clSyms: number[] = [];
    const clExtra: number[] = [];
    for (let i = 0; i < seq.length; ) {
      const l = seq[i]!;
      let j = i + 1;
      while (j < seq.length && seq[j] === l) j++;
      let run = j - i;
      if (l === 0) {
        while (run >= 11) {
          const r = Math.min(run, 138);
          clSyms.push(18);
          clExtra.push(r - 11);
          run -= r;
        }
        if (run >= 3) {
          clSyms.push(17);
          clExtra.push(run - 3);
          run = 0;
        }
      } else {
        clSyms.push(l);
        clExtra.push(0);
        run--;
        while (run >= 3) {
          const r = Math.min(run, 6);
          clSyms.push(16);
          clExtra.push(r - 3);
          run -= r;
        }
      }
      while (run-- > 0) {
        clSyms.push(l);
        clExtra.push(0);
      }
      i = j;
    }
    const clFreq = new Uint32Array(19);
    for (const s of clSyms) clFreq[s]!++;
    const clLen = codeLengths(clFreq, 7);
    const clCodes = canonicalCodes(clLen);
    let hclen = 19;
    while (hclen > 4 && clLen[CL_ORDER[hclen - 1]!] === 0) hclen--;

    const out = new BitOut(Math.max(1024, this.count * 2));
    out.byte(0x78); // zlib header: deflate, 32 KiB window
    out.byte(0x01);
    out.bits(1, 1); // BFINAL
    out.bits(2, 2); // dynamic Huffman
    out.bits(hlit - 257, 5);
    out.bits(hdist - 1, 5);
    out.bits(hclen - 4, 4);
    for (let i = 0; i < hclen; i++) out.bits(clLen[CL_ORDER[i]!]!, 3);
    clSyms.forEach((s, i) => {
      out.bits(clCodes[s]!, clLen[s]!);
      if (s === 16) out.bits(clExtra[i]!, 2);
      else if (s === 17) out.bits(clExtra[i]!, 3);
      else if (s === 18) out.bits(clExtra[i]!, 7);
    });
    const distCode = 0; // reversed code of symbol 0 with length 1
    for (let k = 0; k < this.count; k++) {
      const t = this.tokens[k]!;
      if (t >= 0) {
        out.bits(litCodes[t]!, litLen[t]!);
      } else {
        const len = -t;
        const idx = LEN_INDEX[len]!;
        out.bits(litCodes[257 + idx]!, litLen[257 + idx]!);
        if (LEN_EXTRA[idx]) out.bits(len - LEN_BASE[idx]!, LEN_EXTRA[idx]!);
        out.bits(distCode, 1);
      }
    }
    out.bits(litCodes[256]!, litLen[256]!);
    out.align();
    const adler = ((this.b << 16) | this.a) >>> 0;
    out.byte(adler >>> 24);
    out.byte((adler >>> 16) & 0xff);
    out.byte((adler >>> 8) & 0xff);
    out.byte(adler & 0xff);
    return out.buf.slice(0, out.pos);
  }
}
