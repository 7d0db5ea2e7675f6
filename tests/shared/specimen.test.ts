// The design guide's type sample for the faces made for a script: the name and the script's own
// letters and digits, then the Latin sample, each only where the face draws it itself.
import { describe, expect, it } from "vitest";
import { FAMILIES } from "../../shared/catalogue";
import { SCRIPT_SAMPLES, specimenCharacters, specimenLines } from "../../worker/render/guide/specimen";
import { loadChainFont } from "../support/node-fonts";
import world from "../fixtures/world-names.json";

const FIRST_NAME: Record<string, string> = { ja: world.ja[0]!, "zh-Hans": world["zh-Hans"][0]!, "zh-Hant": world["zh-Hant"][0]!, ko: world.ko[0]!, ar: world.ar[0]!, he: world.he[0]!, th: world.th[0]! };

describe("the guide's type sample", () => {
  it.each(FAMILIES.filter((f) => f.script).map((f) => [f.family, f] as const))("%s: the name and its script's sample first, drawn by the face alone", async (_, face) => {
    const name = FIRST_NAME[face.script!]!;
    const font = await loadChainFont(face, specimenCharacters(name, face));
    const lines = specimenLines(name, face, font);
    expect(lines[0]!.startsWith(name), lines[0]).toBe(true);
    for (const line of lines) expect(font.covers(line.replace(/\s+/g, "")), `${face.family}: ${line}`).toBe(true);
    // Every part of the script's sample the face has is shown.
    for (const part of SCRIPT_SAMPLES[face.script!].split(" ")) if (font.covers(part)) expect(lines[0], part).toContain(part);
  });

  it("leaves the Latin faces' sample as it was", async () => {
    const face = FAMILIES.find((f) => f.family === "Montserrat")!;
    expect(specimenLines("Harbor & Finch", face, await loadChainFont(face, "x"))).toEqual(["Aa Bb Cc Dd Ee Ff Gg 0123456789"]);
  });
});
