// The Workers AI prompt carries the engine's one reading of the name: the trade, the faces that
// suit it and the categories it avoids (the model cannot be reached here; the prompt can be read).
import { describe, expect, it } from "vitest";
import { findFamily } from "../../shared/catalogue";
import { suggestionsPrompt } from "../../worker/ai/workers-ai";

describe("the suggestions prompt", () => {
  it("names the trade, suggests faces that suit it and rules out the ones it avoids", () => {
    const security = suggestionsPrompt({ logoText: "Fortline Security", addSymbol: true }, ["shield-check"]);
    expect(security).toContain('"reads_as":"security firm"');
    expect(security).toMatch(/Never a [^\n]*script/);
    const suited = security.match(/Faces that suit a security firm: ([^.]*)\./)![1]!.split(", ");
    expect(suited.length).toBeGreaterThanOrEqual(6);
    for (const f of suited) expect(["script", "handwritten", "blackletter"], f).not.toContain(findFamily(f)!.category);

    const whiskey = suggestionsPrompt({ logoText: "Copper Kettle Distillery", addSymbol: false }, []);
    expect(whiskey).toContain('"reads_as":"craft and heritage maker"');
    expect(whiskey).toContain("Cinzel");
  });
});
