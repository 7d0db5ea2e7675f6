// PSNR over the RGB channels of two RGBA images (alpha ignored), 99 dB when they are identical.
export function rgbPsnr(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let se = 0;
  let n = 0;
  for (let i = 0; i < a.length; i += 4) {
    for (let c = 0; c < 3; c++) {
      const d = a[i + c]! - b[i + c]!;
      se += d * d;
      n++;
    }
  }
  return se === 0 ? 99 : 10 * Math.log10((255 * 255) / (se / n));
}
