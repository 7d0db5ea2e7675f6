import { decode } from "fast-png";
import jpeg from "jpeg-js";
import { readFileSync, writeFileSync } from "node:fs";
import { execSync } from "node:child_process";
const [,, pngPath, jpgPath, bgS] = process.argv;
const bg = Number(bgS ?? 255);
const png = decode(readFileSync(pngPath));
const W = png.width, H = png.height;
const ref = new Float64Array(W*H*3); const ppm = Buffer.alloc(W*H*3);
for (let i=0,j=0;i<png.data.length;i+=4,j+=3){const a=png.data[i+3]/255; for(let c=0;c<3;c++){ref[j+c]=png.data[i+c]*a+bg*(1-a); ppm[j+c]=Math.round(ref[j+c]);}}
writeFileSync("/tmp/ref.ppm", Buffer.concat([Buffer.from(`P6\n${W} ${H}\n255\n`), ppm]));
const psnr = (rgb) => { let se=0; for (let i=0;i<ref.length;i++) se+=(rgb[i]-ref[i])**2; return 10*Math.log10(255*255/(se/ref.length)); };
const ours = jpeg.decode(readFileSync(jpgPath), {formatAsRGBA:false, useTArray:true});
console.log("ours", readFileSync(jpgPath).length, "B", psnr(ours.data).toFixed(2), "dB");
for (const q of [90, 92, 95]) {
  execSync(`cjpeg -quality ${q} -sample 1x1 -optimize -outfile /tmp/ref.jpg /tmp/ref.ppm`);
  const r = jpeg.decode(readFileSync("/tmp/ref.jpg"), {formatAsRGBA:false, useTArray:true});
  console.log("libjpeg q"+q, readFileSync("/tmp/ref.jpg").length, "B", psnr(r.data).toFixed(2), "dB");
}
