// The byte buffer under every encoder: grows as needed and hands out what has been written so far,
// so an encoder can stream its output in pieces (worker/render/export.ts) instead of holding it.

export class ByteSink {
  buf: Uint8Array;
  pos = 0;
  /** Bytes handed out by take() so far. */
  taken = 0;

  constructor(capacity = 1 << 16) {
    this.buf = new Uint8Array(capacity);
  }

  /** Room for `extra` more bytes. */
  ensure(extra: number) {
    if (this.pos + extra <= this.buf.length) return;
    const next = new Uint8Array(Math.max(this.buf.length * 2, this.pos + extra + 1024));
    next.set(this.buf.subarray(0, this.pos));
    this.buf = next;
  }

  byte(b: number) {
    if (this.pos >= this.buf.length) this.ensure(1);
    this.buf[this.pos++] = b;
  }

  bytes(data: ArrayLike<number>) {
    this.ensure(data.length);
    if (data instanceof Uint8Array) this.buf.set(data, this.pos);
    else for (let i = 0; i < data.length; i++) this.buf[this.pos + i] = data[i]!;
    this.pos += data.length;
  }

  u16(v: number) {
    this.byte((v >>> 8) & 0xff);
    this.byte(v & 0xff);
  }

  u32(v: number) {
    this.byte((v >>> 24) & 0xff);
    this.byte((v >>> 16) & 0xff);
    this.byte((v >>> 8) & 0xff);
    this.byte(v & 0xff);
  }

  /** Everything written since the last take(), as a copy; the buffer starts over. */
  take(): Uint8Array {
    const out = this.buf.slice(0, this.pos);
    this.taken += this.pos;
    this.pos = 0;
    return out;
  }
}
