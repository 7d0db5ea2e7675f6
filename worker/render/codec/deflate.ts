// A streaming zlib (RFC 1950/1951) writer for filtered image rows. The PNG writer hands it zero
// runs (rows and spans that did not change) and the few spans that did; runs become distance-1
// copies at O(1) cost whatever their length, and only the changed spans are searched for LZ77
// matches (hash chains over a 32 KiB window), which is where zlib's level 6 found the bytes we
// used to lose (issue 13: 1.19–1.31× its size before). Each flush() ends a block with its own
// dynamic Huffman codes and hands the finished bytes out, so the stream can leave strip by strip.
import { ByteSink } from "./bytes";
import { canonicalCodes, codeLengths } from "./huffman";

const LEN_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
const LEN_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DIST_BASE = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577];
const DIST_EXTRA = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13];
const CL_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];
const MOD = 65521;

const WINDOW = 32768;
const RING = 1 << 16;
const RING_MASK = RING - 1;
const HASH_BITS = 15;
const MIN_MATCH = 4;
const MAX_MATCH = 258;
/** How many earlier positions with the same hash are tried (zlib's level 6 tries 128, with lazy matching). */
const CHAIN = 32;
/**
 * Tokens per block before one is closed anyway: each block gets Huffman codes fitted to its own
 * stretch of the image (16 K, as zlib's level 6 buffers; 64 K blocks were 2–3% larger).
 */
const BLOCK_TOKENS = 1 << 14;

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

/** Distance 1..32768 → index into DIST_BASE. */
function distIndex(d: number): number {
  if (d <= 4) return d - 1;
  const bits = 31 - Math.clz32(d - 1);
  return 2 * bits + (((d - 1) >> (bits - 1)) & 1);
}

export class ZlibWriter {
  readonly sink = new ByteSink();
  private acc = 0;
  private nbits = 0;
  // Tokens of the open block: a literal byte (≥ 0) or a copy, -(length | distance << 9).
  private tokens = new Int32Array(BLOCK_TOKENS + 1024);
  private count = 0;
  private litFreq = new Uint32Array(286);
  private distFreq = new Uint32Array(30);
  // Adler-32 of everything written.
  private a = 1;
  private b = 0;
  // The last 64 KiB of the stream, for matches; zeros are written into it only when needed.
  private ring = new Uint8Array(RING);
  private pos = 0;
  private pendingZeros = 0;
  private head = new Int32Array(1 << HASH_BITS).fill(-1);
  private prev = new Int32Array(RING);
  /** The last byte of the stream (-1 before the first), which a distance-1 copy repeats. */
  private last = -1;

  constructor() {
    this.sink.byte(0x78); // deflate, 32 KiB window
    this.sink.byte(0x01);
  }

  /** This writer's own buffers, in bytes (for the benchmark). */
  get bufferBytes(): number {
    return this.tokens.byteLength + this.ring.byteLength + this.head.byteLength + this.prev.byteLength + this.sink.buf.byteLength;
  }

  /** Bytes written into the token stream so far (uncompressed). */
  get length(): number {
    return this.pos + this.pendingZeros;
  }

  private token(t: number) {
    this.tokens[this.count++] = t;
    if (this.count >= BLOCK_TOKENS) this.flush(false);
  }

  /** One byte, as a literal (no match search). */
  byte(v: number) {
    this.materialiseZeros();
    this.ring[this.pos & RING_MASK] = v;
    this.pos++;
    this.literalToken(v);
  }

  private literalToken(v: number) {
    this.litFreq[v]!++;
    this.a = (this.a + v) % MOD;
    this.b = (this.b + this.a) % MOD;
    this.last = v;
    this.token(v);
  }

  private copyToken(len: number, dist: number) {
    this.litFreq[257 + LEN_INDEX[len]!]!++;
    this.distFreq[distIndex(dist)]!++;
    this.token(-(len | (dist << 9)));
  }

  /** n zero bytes: distance-1 copies after one literal zero, at O(1) cost for the checksum. */
  zeros(n: number) {
    if (n <= 0) return;
    let left = n;
    if (this.last !== 0) {
      this.byte(0);
      left--;
    }
    // Adler-32 over `left` zeros: a is unchanged, b grows by left·a.
    this.b = (this.b + (left % MOD) * this.a) % MOD;
    this.pendingZeros += left;
    while (left >= 3) {
      const len = left > MAX_MATCH ? (left - MAX_MATCH < 3 ? left - 3 : MAX_MATCH) : left;
      this.copyToken(len, 1);
      left -= len;
    }
    while (left-- > 0) {
      this.litFreq[0]!++;
      this.token(0);
    }
  }

  private materialiseZeros() {
    let n = this.pendingZeros;
    if (!n) return;
    this.pendingZeros = 0;
    // Only the last 64 KiB can ever be read again.
    const skip = Math.max(0, n - RING);
    this.pos += skip;
    n -= skip;
    const start = this.pos & RING_MASK;
    const first = Math.min(n, RING - start);
    this.ring.fill(0, start, start + first);
    if (n > first) this.ring.fill(0, 0, n - first);
    this.pos += n;
  }

  /** Bytes that may differ from their neighbours: searched for earlier copies of themselves. */
  span(src: Uint8Array, start: number, end: number) {
    // In pieces no longer than the window, so a piece never overwrites itself in the ring.
    for (let from = start; from < end; from += WINDOW) this.piece(src, from, Math.min(end, from + WINDOW));
  }

  private piece(src: Uint8Array, start: number, end: number) {
    this.materialiseZeros();
    const ring = this.ring;
    const base = this.pos;
    const len = end - start;
    // The span goes into the window first, so that overlapping copies read what they produce.
    for (let i = 0; i < len; i++) ring[(base + i) & RING_MASK] = src[start + i]!;
    const head = this.head;
    const prev = this.prev;
    const hashAt = (p: number) =>
      (Math.imul(ring[p & RING_MASK]! | (ring[(p + 1) & RING_MASK]! << 8) | (ring[(p + 2) & RING_MASK]! << 16) | (ring[(p + 3) & RING_MASK]! << 24), 0x9e3779b1) >>> (32 - HASH_BITS));
    const insert = (p: number) => {
      const h = hashAt(p);
      prev[p & RING_MASK] = head[h]!;
      head[h] = p;
    };
    const endPos = base + len;
    let p = base;
    while (p < endPos) {
      let bestLen = 0;
      let bestDist = 0;
      if (endPos - p >= MIN_MATCH) {
        const h = hashAt(p);
        let cand = head[h]!;
        prev[p & RING_MASK] = cand;
        head[h] = p;
        const maxLen = Math.min(MAX_MATCH, endPos - p);
        for (let chain = CHAIN; cand >= 0 && chain > 0; chain--) {
          const dist = p - cand;
          if (dist > WINDOW || dist <= 0) break;
          if (ring[(cand + bestLen) & RING_MASK] === ring[(p + bestLen) & RING_MASK]) {
            let l = 0;
            while (l < maxLen && ring[(cand + l) & RING_MASK] === ring[(p + l) & RING_MASK]) l++;
            if (l > bestLen) {
              bestLen = l;
              bestDist = dist;
              if (l === maxLen) break;
            }
          }
          cand = prev[cand & RING_MASK]!;
        }
      }
      if (bestLen >= MIN_MATCH) {
        for (let k = 0; k < bestLen; k++) {
          const v = ring[(p + k) & RING_MASK]!;
          this.a = (this.a + v) % MOD;
          this.b = (this.b + this.a) % MOD;
        }
        this.last = ring[(p + bestLen - 1) & RING_MASK]!;
        this.copyToken(bestLen, bestDist);
        for (let k = 1; k < bestLen && p + k + MIN_MATCH <= endPos; k++) insert(p + k);
        p += bestLen;
      } else {
        this.literalToken(ring[p & RING_MASK]!);
        p++;
      }
    }
    this.pos = endPos;
  }

  private bits(value: number, count: number) {
    this.acc |= value << this.nbits;
    this.nbits += count;
    while (this.nbits >= 8) {
      this.sink.byte(this.acc & 0xff);
      this.acc >>>= 8;
      this.nbits -= 8;
    }
  }

  /**
   * Closes the open block (the last one when `final`) with its own dynamic Huffman codes. After
   * the final block comes the Adler-32; sink.take() then holds the end of the stream.
   */
  flush(final: boolean) {
    if (this.count === 0 && !final) return;
    this.litFreq[256] = 1;
    // Strict inflaters reject a literal/length code with a single symbol: give it a second one.
    if (this.count === 0) this.litFreq[0] = 1;
    const litLen = codeLengths(this.litFreq, 15);
    const distFreq = this.distFreq;
    // A block without copies still declares one distance code.
    if (!distFreq.some((f) => f > 0)) distFreq[0] = 1;
    const distLen = codeLengths(distFreq, 15);
    const litCodes = canonicalCodes(litLen, true);
    const distCodes = canonicalCodes(distLen, true);
    let hlit = 286;
    while (hlit > 257 && litLen[hlit - 1] === 0) hlit--;
    let hdist = 30;
    while (hdist > 1 && distLen[hdist - 1] === 0) hdist--;

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
    const clCodes = canonicalCodes(clLen, true);
    let hclen = 19;
    while (hclen > 4 && clLen[CL_ORDER[hclen - 1]!] === 0) hclen--;

    this.sink.ensure(this.count * 4 + 1024);
    this.bits(final ? 1 : 0, 1);
    this.bits(2, 2); // dynamic Huffman
    this.bits(hlit - 257, 5);
    this.bits(hdist - 1, 5);
    this.bits(hclen - 4, 4);
    for (let i = 0; i < hclen; i++) this.bits(clLen[CL_ORDER[i]!]!, 3);
    clSyms.forEach((s, i) => {
      this.bits(clCodes[s]!, clLen[s]!);
      if (s === 16) this.bits(clExtra[i]!, 2);
      else if (s === 17) this.bits(clExtra[i]!, 3);
      else if (s === 18) this.bits(clExtra[i]!, 7);
    });
    const tokens = this.tokens;
    for (let k = 0; k < this.count; k++) {
      const t = tokens[k]!;
      if (t >= 0) {
        this.bits(litCodes[t]!, litLen[t]!);
      } else {
        const len = -t & 511;
        const dist = -t >>> 9;
        const li = LEN_INDEX[len]!;
        this.bits(litCodes[257 + li]!, litLen[257 + li]!);
        if (LEN_EXTRA[li]) this.bits(len - LEN_BASE[li]!, LEN_EXTRA[li]!);
        const di = distIndex(dist);
        this.bits(distCodes[di]!, distLen[di]!);
        if (DIST_EXTRA[di]) this.bits(dist - DIST_BASE[di]!, DIST_EXTRA[di]!);
      }
    }
    this.bits(litCodes[256]!, litLen[256]!);
    this.count = 0;
    this.litFreq.fill(0);
    this.distFreq.fill(0);
    if (final) {
      if (this.nbits > 0) this.bits(0, 8 - this.nbits);
      this.sink.u32(((this.b << 16) | this.a) >>> 0);
    }
  }
}

/** A whole buffer as one zlib stream (used where nothing streams: small images, tests). */
export function zlib(data: Uint8Array): Uint8Array {
  const z = new ZlibWriter();
  let i = 0;
  while (i < data.length) {
    let j = i;
    while (j < data.length && data[j] === 0) j++;
    if (j - i >= 8 || j === data.length) {
      z.zeros(j - i);
      i = j;
      continue;
    }
    // A stretch up to the next run of 8 zeros.
    let k = i;
    let zerosSeen = 0;
    while (k < data.length && zerosSeen < 8) {
      zerosSeen = data[k] === 0 ? zerosSeen + 1 : 0;
      k++;
    }
    if (zerosSeen === 8) k -= 8;
    z.span(data, i, k);
    i = k;
  }
  z.flush(true);
  return z.sink.take();
}
