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
    expect(whiskey).toContain('"reads_as":"drinks maker"');
    expect(whiskey).toContain("Cinzel");
  });

  it("starts the palettes from the colour the name says and the trade's colours", () => {
    const whiskey = suggestionsPrompt({ logoText: "Copper Kettle Distillery", addSymbol: false }, []);
    expect(whiskey).toMatch(/The name says a colour: use #[0-9A-F]{6} in at least four palettes/);
    expect(whiskey).toContain("Colours that suit a drinks maker: #7B2D26");
    const plain = suggestionsPrompt({ logoText: "Fortline Security", addSymbol: false }, []);
    expect(plain).not.toContain("The name says a colour");
    // The visitor's own colour wins: no other starting colours.
    expect(suggestionsPrompt({ logoText: "Copper Kettle Distillery", addSymbol: false, preferredColor: "#123456" }, [])).not.toContain("Colours that suit");
  });
});
