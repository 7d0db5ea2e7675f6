// HarfBuzz, the shaping engine browsers use, for the scripts fontkit cannot shape (Thai, Hebrew)
// or shapes differently (Arabic joining, CJK): the wasm builds of the harfbuzzjs package, called
// through their C API. harfbuzzjs's own wrapper starts itself with a top-level `await` that
// fetches the wasm beside the script, which neither workerd nor a Vite chunk allows; the C API is
// small and stable, so each environment hands us the compiled module instead (worker: a static
// wasm import, like resvg's; browser: fetched when a script face is first needed; Node: the file).
//
// Two modules: `harfbuzz.wasm` shapes, `harfbuzz-subset.wasm` cuts a font down to the characters
// a name uses (as Google Fonts does for `text=`), keeping the layout tables those characters need,
// so a subset shapes exactly as the whole font does.

type Ptr = number;

interface ShapeExports {
  memory: WebAssembly.Memory;
  __wasm_call_ctors(): void;
  malloc(size: number): Ptr;
  free(ptr: Ptr): void;
  hb_blob_create(data: Ptr, length: number, mode: number, userData: Ptr, destroy: Ptr): Ptr;
  hb_blob_destroy(blob: Ptr): void;
  hb_face_create(blob: Ptr, index: number): Ptr;
  hb_face_destroy(face: Ptr): void;
  hb_font_create(face: Ptr): Ptr;
  hb_font_destroy(font: Ptr): void;
  hb_buffer_create(): Ptr;
  hb_buffer_destroy(buffer: Ptr): void;
  hb_buffer_add_utf16(buffer: Ptr, text: Ptr, length: number, offset: number, itemLength: number): void;
  hb_buffer_set_direction(buffer: Ptr, direction: number): void;
  hb_buffer_set_language(buffer: Ptr, language: Ptr): void;
  hb_language_from_string(text: Ptr, length: number): Ptr;
  hb_buffer_guess_segment_properties(buffer: Ptr): void;
  hb_buffer_get_glyph_infos(buffer: Ptr, length: Ptr): Ptr;
  hb_buffer_get_glyph_positions(buffer: Ptr, length: Ptr): Ptr;
  hb_shape(font: Ptr, buffer: Ptr, features: Ptr, count: number): void;
}

interface SubsetExports {
  memory: WebAssembly.Memory;
  _initialize?(): void;
  malloc(size: number): Ptr;
  free(ptr: Ptr): void;
  hb_blob_create(data: Ptr, length: number, mode: number, userData: Ptr, destroy: Ptr): Ptr;
  hb_blob_destroy(blob: Ptr): void;
  hb_blob_get_data(blob: Ptr, length: Ptr): Ptr;
  hb_face_create(blob: Ptr, index: number): Ptr;
  hb_face_destroy(face: Ptr): void;
  hb_face_reference_blob(face: Ptr): Ptr;
  hb_set_add(set: Ptr, value: number): void;
  hb_subset_input_create_or_fail(): Ptr;
  hb_subset_input_destroy(input: Ptr): void;
  hb_subset_input_unicode_set(input: Ptr): Ptr;
  hb_subset_input_set_flags(input: Ptr, flags: number): void;
  hb_subset_or_fail(face: Ptr, input: Ptr): Ptr;
}

/** hb_memory_mode_t: HarfBuzz may use (and write to) the bytes we copied in, without copying again. */
const MEMORY_MODE_WRITABLE = 2;
/** hb_direction_t */
const DIRECTION = { ltr: 4, rtl: 5 } as const;
/** hb_subset_flags_t: outlines only matter to us, so hinting instructions go. */
const SUBSET_NO_HINTING = 0x1;

export type Direction = keyof typeof DIRECTION;

/** One shaped glyph, as `hb-shape` prints it: glyph id, cluster, advance and offset in font units. */
export interface HbGlyph {
  id: number;
  cluster: number;
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}

export type WasmSource = WebAssembly.Module | BufferSource;

async function instantiate(source: WasmSource, imports: WebAssembly.Imports): Promise<WebAssembly.Instance> {
  if (source instanceof WebAssembly.Module) return WebAssembly.instantiate(source, imports);
  const result = (await WebAssembly.instantiate(source, imports)) as unknown as { instance: WebAssembly.Instance };
  return result.instance;
}

/** Copies bytes into wasm memory; the caller frees the pointer. */
function copyIn(exports: { memory: WebAssembly.Memory; malloc(n: number): Ptr }, bytes: Uint8Array): Ptr {
  const ptr = exports.malloc(bytes.byteLength);
  if (!ptr) throw new Error("HarfBuzz is out of memory");
  new Uint8Array(exports.memory.buffer, ptr, bytes.byteLength).set(bytes);
  return ptr;
}

/** The shaping engine: one wasm instance, any number of fonts. */
export class HarfBuzz {
  private constructor(private readonly x: ShapeExports) {}

  static async create(source: WasmSource): Promise<HarfBuzz> {
    let memory: WebAssembly.Memory | undefined;
    const imports = {
      env: {
        // The heap grows in whole 64 KiB pages; HarfBuzz asks for the total size it needs.
        emscripten_resize_heap(requested: number) {
          const grow = Math.ceil(((requested >>> 0) - memory!.buffer.byteLength) / 65536);
          try {
            if (grow > 0) memory!.grow(grow);
            return 1;
          } catch {
            return 0;
          }
        },
        _abort_js() {
          throw new Error("HarfBuzz aborted");
        },
        _emscripten_runtime_keepalive_clear() {},
        _setitimer_js() {
          return 0;
        },
      },
      wasi_snapshot_preview1: {
        proc_exit(code: number) {
          throw new Error(`HarfBuzz exited (${code})`);
        },
      },
    };
    const instance = await instantiate(source, imports);
    const x = instance.exports as unknown as ShapeExports;
    memory = x.memory;
    x.__wasm_call_ctors();
    return new HarfBuzz(x);
  }

  /**
   * A font for shaping text of a language (BCP 47: "ja", "ko", "ar"…; the font's `locl` forms for
   * it apply); it keeps its own copy of the bytes in wasm memory until `destroy`.
   */
  font(bytes: Uint8Array, language: string): HbFont {
    return new HbFont(this.x, bytes, language);
  }
}

export class HbFont {
  private readonly data: Ptr;
  private readonly blob: Ptr;
  private readonly face: Ptr;
  private font: Ptr;
  private readonly language: Ptr;

  constructor(
    private readonly x: ShapeExports,
    bytes: Uint8Array,
    language: string,
  ) {
    // HarfBuzz interns languages for the instance's life: the pointer needs no freeing.
    const tag = copyIn(x, new TextEncoder().encode(language));
    this.language = x.hb_language_from_string(tag, language.length);
    x.free(tag);
    this.data = copyIn(x, bytes);
    this.blob = x.hb_blob_create(this.data, bytes.byteLength, MEMORY_MODE_WRITABLE, 0, 0);
    this.face = x.hb_face_create(this.blob, 0);
    this.font = x.hb_font_create(this.face);
  }

  /**
   * Shapes one run in one direction with the font's default features for its language, the script
   * guessed from the text as `hb-shape` does. Glyphs come in visual order (right-to-left runs reversed).
   */
  shape(text: string, direction: Direction): HbGlyph[] {
    const x = this.x;
    if (!this.font) throw new Error("HarfBuzz font used after destroy");
    const buffer = x.hb_buffer_create();
    const textPtr = x.malloc(text.length * 2 + 8);
    try {
      const units = new Uint16Array(x.memory.buffer, textPtr, text.length);
      for (let i = 0; i < text.length; i++) units[i] = text.charCodeAt(i);
      x.hb_buffer_add_utf16(buffer, textPtr, text.length, 0, text.length);
      x.hb_buffer_set_direction(buffer, DIRECTION[direction]);
      x.hb_buffer_set_language(buffer, this.language);
      x.hb_buffer_guess_segment_properties(buffer);
      x.hb_shape(this.font, buffer, 0, 0);
      const lengthPtr = textPtr; // reuse: the text has been copied into the buffer
      const infos = x.hb_buffer_get_glyph_infos(buffer, lengthPtr);
      const positions = x.hb_buffer_get_glyph_positions(buffer, 0);
      const view = new DataView(x.memory.buffer);
      const count = view.getUint32(lengthPtr, true);
      const glyphs: HbGlyph[] = [];
      // hb_glyph_info_t and hb_glyph_position_t are five 32-bit fields each.
      for (let i = 0; i < count; i++) {
        const info = infos + i * 20;
        const pos = positions + i * 20;
        glyphs.push({
          id: view.getUint32(info, true),
          cluster: view.getUint32(info + 8, true),
          xAdvance: view.getInt32(pos, true),
          yAdvance: view.getInt32(pos + 4, true),
          xOffset: view.getInt32(pos + 8, true),
          yOffset: view.getInt32(pos + 12, true),
        });
      }
      return glyphs;
    } finally {
      x.free(textPtr);
      x.hb_buffer_destroy(buffer);
    }
  }

  destroy() {
    if (!this.font) return;
    this.x.hb_font_destroy(this.font);
    this.x.hb_face_destroy(this.face);
    this.x.hb_blob_destroy(this.blob);
    this.x.free(this.data);
    this.font = 0;
  }
}

/**
 * The code points and what they decompose to: a shaper may draw a character from its parts
 * (Thai sara am, U+0E33, is nikhahit U+0E4D and sara aa U+0E32 to HarfBuzz; a composed accent
 * is its letter and mark when the font lacks it), so a subset keeps the parts too.
 */
function withDecompositions(codePoints: Iterable<number>): Set<number> {
  // The space, always: a subset whose characters the face lacks entirely (a mark drawn by the
  // symbol fonts) still has a character map.
  const all = new Set<number>([0x20]);
  for (const cp of codePoints) {
    all.add(cp);
    const ch = String.fromCodePoint(cp);
    for (const part of [ch.normalize("NFD"), ch.normalize("NFKD")]) for (const p of part) all.add(p.codePointAt(0)!);
  }
  return all;
}

/**
 * Cuts a font down to the code points given (plus what shaping them needs: ligatures, joining
 * forms, marks, and `.notdef`). Each call runs in a fresh instance of the subsetter, dropped
 * afterwards: wasm memory never shrinks, and a CJK face is megabytes, so an instance kept alive
 * would hold the largest font it ever cut for the isolate's life.
 */
export async function subsetFont(source: WasmSource, bytes: Uint8Array, codePoints: Iterable<number>): Promise<Uint8Array> {
  const instance = await instantiate(source, {});
  const x = instance.exports as unknown as SubsetExports;
  x._initialize?.();
  const data = copyIn(x, bytes);
  const blob = x.hb_blob_create(data, bytes.byteLength, MEMORY_MODE_WRITABLE, 0, 0);
  const face = x.hb_face_create(blob, 0);
  const input = x.hb_subset_input_create_or_fail();
  if (!input) throw new Error("HarfBuzz subsetter is out of memory");
  const unicodes = x.hb_subset_input_unicode_set(input);
  for (const cp of withDecompositions(codePoints)) x.hb_set_add(unicodes, cp);
  x.hb_subset_input_set_flags(input, SUBSET_NO_HINTING);
  const subset = x.hb_subset_or_fail(face, input);
  x.hb_subset_input_destroy(input);
  if (!subset) throw new Error("HarfBuzz could not subset the font");
  const out = x.hb_face_reference_blob(subset);
  const lengthPtr = x.malloc(4);
  const ptr = x.hb_blob_get_data(out, lengthPtr);
  const length = new DataView(x.memory.buffer).getUint32(lengthPtr, true);
  return new Uint8Array(x.memory.buffer, ptr, length).slice();
}
