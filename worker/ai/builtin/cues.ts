// Reads a brand name: which profiles its words point at, and its length and letter shapes.
import type { FontCategory } from "../../../shared/catalogue";
import { GENERAL, PROFILES, type Profile } from "./profiles";
import { DESCRIPTOR_MAX } from "../../../shared/logo";
import { ARTICLES, JOINING_WORDS } from "../../../shared/names";
import { CONCEPT_MAP } from "./concepts";
import { morphy } from "../../../lexicon/morphy.mjs";
import { colourOf, compoundParts, derivedBase, drawnParts, familiarity, iconsFor, isAct, isConcrete, isPersonName, isPhrase, isRelational, isWhere, lemma, lexiconLoaded, pairTrades, punPicture, role, singular, tradeReading, tradesFor } from "./lexicon";

/**
 * Words that say what kind of company, not what it does; a family firm's too ("& Sons", "&
 * Daughters", "Bros": a boy and a girl were offered to a welder and an antique dealer).
 */
export const CORPORATE = new Set(["and", "the", "co", "inc", "llc", "ltd", "llp", "plc", "gmbh", "corp", "group", "company", "sons", "daughters", "brothers", "bros", "sisters"]);

/**
 * The most familiar a dictionary word may be and still read as a name of its own before a trade
 * (lexicon.ts `familiarity`, log2 of WordNet's tagged uses and senses). At 2, seven of the 467
 * names of every list split as a designer would ("Nightjar | Cocktail Lounge", "Atlas | Legal
 * Partners", "Whisker | Cat Cafe") and none worse; at 3, four worse ("Sugar | Ring Donuts",
 * "Mosaic | Street Tiles").
 */
const RARE = 2;

/** The least familiarity (as RARE's) of a word that may be a general head ("system" 7, "scuba" 0: readTrade). */
const WIDE_USE = 3;

/**
 * The word that names the trade: usually the name's last ("… Locksmith", "… Distillery"). When
 * the last is a kind of place or body (one that compounds readily, or a group or location: "Ballet
 * School", "Skate Shop", "Tea Room", "Dance Academy") and the word before it names a thing, an
 * activity, one who works a trade or a field ("Butcher Shop", "Florist Shop"; an activity WordNet
 * reads first as an adjective too: "Driving School"; "Dental Practice"), that word is the trade
 * and the last is its `venue`, which only colours it. So is a last word that says who does the
 * work or that it is sold as a service (`saysWho`: "Spice Merchants", "Boat Hire", "Drone
 * Services"); a person who works a trade at the end stays the trade ("Maple Luthiers"). Both are
 * −1 when absent.
 */
export function readTrade(words: readonly string[]): { trade: number; venue: number } {
  const last = words.findLastIndex((w) => w.length >= 3 && !CORPORATE.has(w));
  const before = last - 1;
  const venue = role(words[last] ?? "");
  // What the word before the last names (a word of two letters or fewer names nothing).
  const prior = last > 0 && words[before]!.length >= 3 ? role(words[before]!) : undefined;
  // An activity WordNet knows best as an adjective ("driving rain") names the trade all the same
  // before a venue: a "Driving School" teaches driving (lexicon.ts `isAct`). So does an act that
  // is itself a head of many nouns: a "Flight School" teaches flying, a "Care Home" gives care.
  const activity = ((prior === "quality" || prior === "head") && isAct(words[before]!)) || (prior === undefined && last > 0 && gerund(words[before]!));
  // An adjective that relates the venue to a field (WordNet's pertainyms: "dental", "nautical",
  // "legal") names the trade as a noun would: a "Dental Practice" is a dentist's, a "Nautical
  // School" teaches the sea, "Legal Services" are a lawyer's.
  const relational = prior === "quality" && isRelational(words[before]!);
  // A body of people or things that reads a trade of its own ("aviation": a country's aircraft,
  // its trade travel) names what a venue is about as a thing would: an "Aviation Academy" teaches
  // flying. A place does not ("Village School", "City Gym"), nor a body of no trade ("Community
  // School").
  const body = prior === "place" && !isWhere(words[before]!) && tradesOf(words[before]!).length > 0;
  // Whether the word before names what a venue is about.
  const about = prior === "thing" || prior === "person" || activity || relational || body;
  if ((venue === "head" || venue === "place") && about) return { trade: before, venue: last };
  // A place, a room or a building (lexicon.ts `isWhere`: "Studio", "Gym", "Loft", "Parlour") after
  // an activity: the activity is the trade, the place where it is done its venue ("Yoga Studio",
  // "Climbing Gym", "Sail Loft"). After a thing it stays the trade: a "Blue Door Bakery" bakes.
  const where = venue === "thing" && isWhere(words[last]!) && !isAct(words[last]!);
  const doing = prior === "thing" && (isAct(words[before]!) || /..ing$/.test(words[before]!));
  if (where && doing) return { trade: before, venue: last };
  // A place whose own picture is weak (a studio's microphone, a kitchen's table: under half a
  // word's own icon) after a thing of its own trade or a sibling: the thing says what is made or
  // done there ("Piano Studio", "Animation Studio", "Gin Distillery", "Oven Kitchen"). A bakery's
  // bread is strong, and a steakhouse after "Oak" keeps its trade.
  const weak = where && drawing(words[last]!) < WEAK_PLACE;
  if (weak && (prior === "thing" || prior === "person") && sameFamily(tradesOf(words[before]!)[0], tradesOf(words[last]!)[0])) return { trade: before, venue: last };
  // A last word that says who does the work, or that it is sold as a service, not what it is:
  // the word before says what, a head too ("Fencing Contractors" build fences, "Spice Merchants"
  // sell spice, a "Van Hire" hires out vans, "Drone Services"). A cheesemonger or a luthier
  // stays the trade.
  if ((about || prior === "head") && saysWho(words[last]!)) return { trade: before, venue: last };
  // A last word that reads nothing (no trade, no icon, no concept and no profile's cue of its own)
  // is a general head the word before narrows ("Security Systems", "Plumbing Supplies", "Knife
  // Sharpening"): that word says the trade where it reads one or draws something. Not a two-word
  // name's first word, which is the name's own ("Keystone Capital"); "Cycles" draws a bicycle and
  // stays the trade ("Spoke & Sprocket Cycles"). Unseen names, ten seed pairs: fitting of six
  // 2.055 → 2.095; no list worse.
  // A general head is a word in wide use (familiarity: "system" 7, "supply" 6, "sharpening" 4);
  // a rare word that draws too weakly is a thing of its own ("Seven Seas Scuba": "scuba", 0, is
  // what is sold, not a head "seas" narrows; the twentieth critic found "Seven | SEAS SCUBA").
  // No list name's trade or lockup changed.
  const cuedBy = (w: string, base: string) => {
    const forms = cueForms(w, base);
    return PROFILES.some((p) => p.cues.some((c) => cueMatches(c, w, base, forms) > 0));
  };
  const general = (w: string) => {
    const base = lemma(w);
    return role(w) === "thing" && base !== undefined && familiarity(base) >= WIDE_USE && !draws(w) && !CONCEPT_MAP.has(w) && !CONCEPT_MAP.has(base) && !tradesOf(w).length && !punPicture(w) && !cuedBy(w, base);
  };
  const narrows = about || prior === "head" || prior === "place";
  if (before > 0 && narrows && general(words[last]!) && (tradesOf(words[before]!).length > 0 || draws(words[before]!))) return { trade: before, venue: last };
  return { trade: last, venue: -1 };
}

/**
 * What a person's reading must reach, of a word's own icon (1), to say what it does: a third, as
 * a match must reach a third of the best to be a strong idea (symbol-matcher.ts `pickMarks`). A
 * merchant reaches a till at 0.29, a hire a lifebuoy at 0.09; a doctor a doctor at 0.51.
 */
const WEAK = 1 / 3;

/** The trades of a word read as a trade word ("Cidery": cider's; lexicon.ts `tradeReading`). */
export function tradesOf(word: string): string[] {
  return tradesFor(tradeReading(word));
}

/** How strongly a word draws: its best icon's score, a word's own icon being 1. */
const drawing = (word: string) => iconsFor(word)[0]?.score ?? 0;

/** Whether a word's own best icon reaches WEAK: it draws something. */
const draws = (word: string) => drawing(word) >= WEAK;

/** Under this a place's own picture is weak (a studio's microphone at 0.45; a bakery's bread at 0.89). */
const WEAK_PLACE = 0.5;

/**
 * Whether a name's last word says who does the work, or that it is sold as a service, rather than
 * what the work is: a person who works no trade of their own (a contractor, a supplier, a
 * merchant, a hire: no trade in the lexicon, no icon WEAK of its own, no parts it is defined by),
 * or a plural WordNet lists as a word of its own ("services": "performance of duties … helpful to
 * others") whose singular is a head that compounds readily ("service": "room service", "postal
 * service"), as a "Drone School" is a school.
 */
export function saysWho(word: string): boolean {
  if (role(word) === "person") return !tradesFor(word).length && !draws(word) && !drawnParts(word);
  const single = singular(word);
  return single !== undefined && role(word) !== "head" && role(single) === "head";
}

/**
 * A long word the lexicon does not know that ends in "-ing" names an activity ("Orienteering
 * Club", "Kitesurfing School", "Geocaching Society"): newer sports and pastimes WordNet never
 * listed. Nine letters at least, as a surname of that ending is shorter ("Harding", "Fielding").
 */
function gerund(word: string): boolean {
  return word.length >= 9 && /^[a-z]+ing$/.test(word) && lemma(word) === undefined;
}

/**
 * A word naming a location ("Corner": a place, not a thing of a trade, not a group as "Public" is,
 * nor a structure a trade works on as "Window" is): part of the name where it follows one.
 */
const placeName = (w: string) => role(w) === "place" && isWhere(w);

/**
 * The words that name the trade: the trade word and its venue ("Ballet School"), with the word
 * before where WordNet knows the two as one noun ("Real Estate"). Empty when no word is long enough.
 * `reading`: the words' readTrade, where the caller has read it already.
 */
export function tradePhrase(words: readonly string[], reading: { trade: number; venue: number } = readTrade(words)): string[] {
  const { trade, venue } = reading;
  if (trade < 0) return [];
  return words.slice(phraseStart(words, trade, venue), (venue >= 0 ? venue : trade) + 1);
}

function phraseStart(words: readonly string[], trade: number, venue: number): number {
  return venue < 0 && trade > 0 && pairTrades(words[trade - 1]!, words[trade]!) ? trade - 1 : trade;
}

/**
 * Trades split apart that look alike (profiles.ts: home's building and cleaning, health's science,
 * creative's music): a thing of one before a trade word of the other is the same business
 * ("Chimney Sweep": a chimney is home's, a sweep cleaning's; "Puppet Theatre"). Not food and
 * drink: a drink before a food trade is as often the name's own picture ("Morning Brew Coffee").
 */
const FAMILIES: readonly (readonly string[])[] = [["home", "build", "cleaning"], ["health", "science"], ["creative", "music"]];
export function sameFamily(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  return a === b || FAMILIES.some((f) => f.includes(a) && f.includes(b));
}

/**
 * How many of the name's last words (as typed, split at spaces) say what the business is: the
 * words naming the trade and what follows them ("Driving School", "Candle Co.", "Plumbing &
 * Heating"), for a descriptor line under the distinctive first words (docs/design-engine.md,
 * "Compositions"). Undefined where the name is not made that way: nothing before the trade, the
 * first words ending on a word of grammar, or a name of two words the dictionary both knows
 * ("Apple Tree", "Night Owl": the last word is part of the name, not a descriptor), which a
 * coined first word ("Ironbridge Accounting"), a third word ("Blue Bottle Coffee") or a last word
 * naming a trade's practice ("Meadowlark Midwifery": `practice`) tells apart.
 * `profiles` are the name's trades (readCues), passed by callers that have read them already.
 */
export function descriptorWords(text: string, profiles: readonly Profile[] = readCues(text).profiles): number | undefined {
  const tokens = text.trim().split(/\s+/u);
  const words = brandWords(text);
  const { trade, venue } = readTrade(words);
  if (trade < 0 || tokens.length < 2) return undefined;
  const start = phraseStart(words, trade, venue);
  // The word before a one-word trade joins the descriptor where it is an activity ("Driving
  // School", "Fishing Charters"), the thing the trade is done to ("Shoe Repair", "Car Wash"), a
  // thing of the same first trade ("Piano Studio", "Coffee Roasters"), or the name's trade where
  // the last word is of another ("Yoga Loft", "Garden Centre": where it is done); never a place or
  // a way ("Marrow Street Tattoo", "Pinecone Ridge Campground": lexicon.ts `isConcrete`). After a
  // coined name, a dictionary word before the trade says what kind ("Saltcrest | Sea Kayaking",
  // "Harborview | Marine Electronics"): the coined word is the name; where every word is the
  // dictionary's ("Harbor Lights Dental"), the words before the trade are.
  const prior = words[start - 1];
  const last = words[trade]!;
  const activity = (w: string) => w.length >= 6 && w.endsWith("ing") && lemma(w) !== undefined;
  // An act WordNet names without "-ing" is one too where the last word is where or how it is
  // done: "Kestrel | Flight School", "Fortress | Storage Units" (a trade of its own, so "Full
  // Swing Golf" keeps its swing; a venue after it, so "Deep Dive Consulting" keeps its dive).
  const practised = (w: string) => isAct(w) && role(w) !== "quality" && tradesOf(w).length > 0 && (role(last) === "head" || role(last) === "place");
  const ofTrade = (w: string) => isConcrete(w) && (isAct(last) || sameFamily(tradesOf(w)[0], tradesOf(last)[0]));
  const named = profiles[0]!.id;
  const where = (w: string) => tradesOf(w)[0] === named && tradesOf(last).length > 0 && !tradesOf(last).includes(named);
  // A noun the dictionary knows but its tagged corpus barely uses ("Redwing", "Nightjar") is the
  // name as surely as a coined one, where the word after it has a trade: "Redwing | Aviation
  // Mechanics", "Nightjar | Cocktail Lounge", "Sentinel | Pest Control". Not an adjective: a rare
  // one begins a place's name as often ("Sunny Shores | Holidays", "Misty Meadows | Farm").
  const rare = (x: string) => x.length >= 3 && lemma(x) !== undefined && role(x) !== "quality" && familiarity(lemma(x)!) <= RARE;
  // The word before the trade may be one the dictionary lacks but the lexicon reads as a trade ("Larkspur | Doula Care").
  // Not a location: "Kilim Corner | Rugs" (a location after a coined word names where the business is).
  // Nor a group or location of the same trade as the rare word before it: the two name a place
  // together ("Maple Grove | Dental"; a critic found "Maple | Grove Dental" on all six), where
  // "Redwing | Aviation Mechanics" reads a bird and an air force, and "Whisker | Cat Cafe" a cat,
  // a thing, that says what kind of café.
  const sameKind = (w: string) => role(w) === "place" && tradesOf(w)[0] !== undefined && tradesOf(w)[0] === tradesOf(words[start - 2] ?? "")[0];
  const afterCoined = (w: string) => (lemma(w) !== undefined || tradesOf(w).length > 0) && !JOINING_WORDS.has(w) && !placeName(w) && !sameKind(w) && words.slice(0, start - 1).some((x) => !CORPORATE.has(x) && (lemma(x) === undefined || (rare(x) && tradesOf(w).length > 0)));
  // What an activity is done to goes with it ("Orca Point | Whale Watching", "Crystal Pane |
  // Window Cleaning"), where two words of the name are left before it: "Harbour Seal | Kayaking"
  // keeps its seal, as one word alone is no name. A quality or a location ("Corner", "Zone") is
  // no object; a structure may be ("Window Cleaning", "House Painting"). Still split: a concrete
  // thing before an act ("Copper | Kettle Catering", by `ofTrade`).
  const object = (w: string) => (activity(last) || isAct(last)) && lemma(w) !== undefined && role(w) !== "quality" && role(w) !== "place" && words.slice(0, start - 1).filter((x) => !ARTICLES.has(x)).length >= 2;
  // A trade word that says no trade of its own ("Hire", "Care", "Surplus", "Adventures") says
  // what kind only with the word before it, where that one does ("Plant Hire", "Home Care").
  // That word names the name's own first trade: "Iron Forge Fitness" keeps its forge, a craft's.
  const bare = (w: string) => !tradesOf(last).length && tradesOf(w)[0] === named && lemma(w) !== undefined && role(w) !== "quality";
  // An adjective relating the trade to a field ("Dental", "Legal", "Indian": lexicon.ts
  // `isRelational`) says the trade with it, as a noun would: "Beacon Hill | Dental Care",
  // "Peppercorn | Indian Kitchen"; one that describes stays the name's ("Sunrise Swift | Freight").
  // A lone adjective is no name: "Black Sheep | Knitting", "Blue Heron | Pottery", never "Black |
  // Sheep Knitting".
  const adjective = (w: string) => role(w) === "quality" && punPicture(w) === undefined;
  const lone = start === 2 && adjective(words[0]!);
  // A word that says how the thing is made ("Woodfired", "Handmade", "Smoked", "Homemade": a past
  // participle, an adjective in "-made", or a coined compound ending in one) goes with it: "Oak &
  // Ember | Woodfired Pizza", "Old Town | Smoked Meats" (a critic found "Oak & Ember Woodfired /
  // PIZZA"). "Fresh Bread" keeps its bread: an "-ed" that is no participle is no making.
  const made = (w: string) => (role(w) === "quality" && w.endsWith("made")) || participle(w) || participle(compoundParts(w)?.[1] ?? "");
  const longer = start > 1 && !lone && prior !== undefined && ((start === trade && venue < 0 && (activity(prior) || ofTrade(prior) || object(prior) || practised(prior) || isRelational(prior) || where(prior) || afterCoined(prior) || bare(prior))) || made(prior));
  // After a coined name, every dictionary word up to the trade says what kind of business it is,
  // so the descriptor never starts inside that phrase: "Pulsecheck | First Aid Training",
  // "Snowmarten | Sled Dog Tours" (a twelfth critic found "Pulsecheck First / AID TRAINING" and
  // "Snowmarten Sled / DOG TOURS": phrases split across the lines).
  // A pun on a word of praise ("Purrfect Paws") is the name's adjective, not a coined name:
  // "Purrfect Paws | Pet Spa", not "Purrfect | Paws Pet Spa".
  const coined = words.slice(0, start).findLastIndex((w) => w.length >= 3 && !CORPORATE.has(w) && lemma(w) === undefined && punPicture(w) === undefined);
  // A place after the coined word is the name's own ("Kilim Corner | Rugs").
  const afterName = coined >= 0 && coined < start - 1 && words.slice(coined + 1, start).every((w) => lemma(w) !== undefined && !JOINING_WORDS.has(w) && !placeName(w)) ? coined + 1 : undefined;
  // Nor is a lone adjective left as the name before a word that reads no trade and its venue: that
  // word is the adjective's, and the venue the trade ("New Hope | Fellowship", "Little Scholars |
  // Preschool", never "New | Hope Fellowship"); a word that reads one keeps its venue ("Skyward |
  // Balloon Flights", "Alpine | Ski School").
  const own = start === 1 && venue > start && adjective(words[0]!) && !tradesOf(words[start]!).length ? start + 1 : start;
  // The longer descriptor where it leaves the first words whole ("Spruce & Maple Luthiers" keeps its maple).
  const count =
    (afterName !== undefined ? descriptorFrom(tokens, words, afterName) : undefined) ??
    (longer ? descriptorFrom(tokens, words, start - 1) : undefined) ??
    descriptorFrom(tokens, words, own);
  return count === undefined ? undefined : wholePhrase(tokens, words, count);
}

/**
 * A descriptor of `count` last tokens that does not begin inside a phrase WordNet knows as one noun:
 * the phrase joins the descriptor ("Pressed & Fresh | Dry Cleaners", "Lifeline | First Aid
 * Training", "Tollgate | Bell Foundry"), or where that leaves no name, the name ("Herring Gull |
 * Ferries"); where neither can be set, there is no lockup.
 */
function wholePhrase(tokens: readonly string[], words: readonly string[], count: number): number | undefined {
  /** The word a descriptor of `n` last tokens begins with. */
  const startOf = (n: number) => words.length - brandWords(tokens.slice(-n).join(" ")).length;
  const splits = (n: number) => {
    const at = startOf(n);
    return at > 0 && at < words.length && isPhrase(words[at - 1]!, words[at]!);
  };
  if (!splits(count)) return count;
  const at = startOf(count);
  return [descriptorFrom(tokens, words, at - 1), descriptorFrom(tokens, words, at + 1)].find((n) => n !== undefined && !splits(n));
}

/** The count of last tokens holding the name's words from `start`, where that leaves a lead a descriptor can follow. */
function descriptorFrom(tokens: readonly string[], words: readonly string[], start: number): number | undefined {
  const needed = words.length - start;
  // The fewest last tokens that hold exactly the descriptor's words (a token may hold two: "DataBrew").
  let count = 1;
  while (count < tokens.length && brandWords(tokens.slice(-count).join(" ")).length < needed) count++;
  if (brandWords(tokens.slice(-count).join(" ")).length !== needed) return undefined;
  // "Plumbing & Heating": the descriptor takes both sides of a joining "&" or "and".
  const before = tokens[tokens.length - count - 1];
  if (before !== undefined && (before === "&" || before === "+" || before.toLowerCase() === "and") && count + 2 < tokens.length) count += 2;
  const lead = tokens.slice(0, -count);
  const content = brandWords(lead.join(" ")).filter((w) => !CORPORATE.has(w));
  if (!content.length || count > DESCRIPTOR_MAX || !brandWords(lead.at(-1)!).length || JOINING_WORDS.has(lead.at(-1)!.toLowerCase())) return undefined;
  const coined = content.some((w) => lemma(w) === undefined);
  const tail = words.slice(-needed).filter((w) => !CORPORATE.has(w));
  // A descriptor says in words what the business is: one of them, at least, is read as one (the
  // dictionary's, a trade word made with a suffix, "Chocolatier", or of two of its words,
  // "Soapworks"); "Izquo Vantrel" is a name of two invented words, not a name and a trade. The
  // lexicon is English: a word it cannot read, in any letters, is no descriptor it can set apart
  // ("Ресторан Москва", "Xanh Sài Gòn": the last words of a name in another language may be a
  // place, a surname or half of one).
  if (tail.some(invented)) return undefined;
  // A company word adds to the length a lockup shortens ("Wildflower | Honey Company").
  const total = content.length + (tail.length ? needed : 0);
  return coined || total >= 3 || (total === 2 && practice(tail[0]!)) ? count : undefined;
}

/**
 * A past participle: "-ed" on a word whose dictionary form is another ("poured" → pour), or an
 * adjective in "-ed" on a word of its own ("smoked": smoke, "fired": fire, "roasted": roast). A
 * "seed" or a "shed" is a thing.
 */
function participle(word: string): boolean {
  if (word.length < 5 || !word.endsWith("ed")) return false;
  const base = lemma(word);
  if (base !== undefined && base !== word) return true;
  if (role(word) !== "quality") return false;
  const stem = word.slice(0, -2);
  return [stem, `${stem}e`, stem.slice(0, -1)].some((s) => s.length >= 3 && lemma(s) === s);
}

/** A word, in any letters, that the lexicon reads in no way: no word, no suffix, no two words, no activity. */
function invented(word: string): boolean {
  return !gerund(word) && lemma(word) === undefined && derivedBase(word) === undefined && compoundParts(word) === undefined && !tradesFor(word).length;
}

/**
 * Whether a word names the practice of a trade or one who works it, so that after one other word
 * it is a descriptor ("Meadowlark | MIDWIFERY", "Summit | ACCOUNTING", "Keystone | LOCKSMITHS"): a
 * noun one of whose three most used senses is an act, or whose most used is a person, with a trade
 * reading of its own. A thing ("Apple Tree", "Night Owl", "Blue Bottle", "Copper Kettle") or an act
 * of no trade ("Quiet Storm") is part of a name of two words.
 */
function practice(word: string): boolean {
  const r = role(word);
  // A practice WordNet never listed still has a trade reading ("Hypnotherapy"): a word read as a trade and nothing else.
  return (r === undefined || (r !== "quality" && (isAct(word) || r === "person"))) && tradesFor(word).length > 0;
}

/**
 * The trades of a name's trade word: its own, or the words of its definition it is made of where
 * it has none ("Sailmakers": the sail's).
 */
function tradeOf(word: string): string[] {
  const own = tradesOf(word);
  if (own.length) return own;
  return (drawnParts(word) ?? []).map((part) => tradesFor(part)).find((trades) => trades.length) ?? [];
}

export interface BrandCues {
  profiles: Profile[];
  words: string[];
  /** Colours the name's words say ("Goldleaf", "Copper Kettle"), in order, as color-name-list has them. */
  colours: string[];
  letters: number;
  shape: "round" | "angular" | "neutral";
  allCaps: boolean;
  hasDigits: boolean;
}

/**
 * Words that only join or place others ("Drive In", "Out & About", "Up and Away"): they name no
 * trade (WordNet reads "up" as a computer's running) and no mark (icon names use them for a state
 * or a direction: home-sound-in, arrow-down).
 */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(["a", "an", "the", "and", "or", "of", "in", "on", "at", "to", "by", "for", "with", "from", "into", "onto", "out", "off", "up", "down"]);

/**
 * The words of a name that are a person's name beside another ("Hartley & Cole", "Hollis & Gray",
 * "Hartwell & Crane"): where both sides of an "&" are people's names (lexicon.ts `isPersonName`)
 * and one is a name the dictionary lacks, both are surnames: the known one is no word (no cabbage
 * for an accountant, no crane for a kitchen fitter), the other no coined compound (Hartley is no
 * hart and ley, a grassland). "Vetiver & Rose" keeps its rose: vetiver is a grass, no one's name;
 * "Fox & Bear" both its animals, neither being unknown.
 */
export function surnames(text: string): Set<string> {
  const out = new Set<string>();
  const tokens = text.trim().split(/\s+/u);
  /** The token's one word where it is a capitalised person's name, else undefined. */
  const name = (t: string) => {
    const words = /^\p{Lu}/u.test(t) ? brandWords(t) : [];
    return words.length === 1 && isPersonName(words[0]!) ? words[0] : undefined;
  };
  tokens.forEach((t, i) => {
    if (!["&", "and", "+"].includes(t.toLowerCase()) || i === 0 || i + 1 >= tokens.length) return;
    const [wa, wb] = [name(tokens[i - 1]!), name(tokens[i + 1]!)];
    if (wa === undefined || wb === undefined) return;
    if (lemma(wa) === undefined || lemma(wb) === undefined) out.add(wa).add(wb);
  });
  return out;
}

/** Splits "DataBrew labs" or "data-brew_labs" into lower-case words. */
export function brandWords(text: string): string[] {
  const out: string[] = [];
  for (const token of text
    // A possessive's "s" is no word of its own ("Children's Theatre", "Zoë's Bakery").
    .replace(/(\p{L})['’]s(?![\p{L}\p{M}\p{N}])/gu, "$1")
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, "$1 $2")
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}-]+/u)) {
    const parts = token.split("-").filter(Boolean);
    // A hyphenated word the dictionary knows is read as that word ("Dog-Eared" is worn, not a
    // dog; "Top-Notch" excellent, not a fridge's top; "Drive-In" a cinema), others as their parts.
    const whole = parts.join("-");
    if (parts.length > 1 && lexiconLoaded() && lemma(whole) !== undefined) out.push(whole);
    else out.push(...parts);
  }
  return out;
}

/** A known word's readings as a cue: its dictionary form, and a gerund's verb forms ("coding": code). */
function cueForms(word: string, known: string): Set<string> {
  return new Set([known, ...(word.endsWith("ing") ? morphy(word) : [])]);
}

/**
 * 1 for a cue that is the word or starts it, less for one inside a compound, 0 for none. `known`
 * is the word's dictionary form (lexicon.ts `lemma`), undefined for a word WordNet does not know;
 * `forms` its `cueForms` (undefined with it), read once per word, as callers try every cue.
 */
function cueMatches(cue: string, word: string, known: string | undefined, forms: ReadonlySet<string> | undefined): number {
  // A suffix cue ("-ify") ends a coined word, three letters or more before it ("Notify" is a
  // word; "Trackify" is coined): as a prefix, "ly" had read a soap maker's Lye as tech. "-ly" and
  // "-io" end too many coined names of other trades ("Seaholly", "Löyly", "Antonio") to be cues.
  if (cue.startsWith("-")) return known === undefined && word.endsWith(cue.slice(1)) && word.length >= cue.length + 2 ? 1 : 0;
  if (word === cue) return 1;
  // A word the dictionary knows is read as that word ("maple" is no map, "petal" no pet,
  // "cellar" no cell), or as the cue's gerund ("coding" is code's, though WordNet lists it as a
  // noun of its own: a coding club read creative, by coding's cryptography; not "-ed" or "-er":
  // "stacked" pancakes are no software stack, "bitter" no bit), or as a compound whose first word
  // is the cue ("locksmith", "campground").
  if (known !== undefined) {
    if (forms?.has(cue)) return 1;
    const rest = word.slice(cue.length);
    return cue.length > 3 && word.startsWith(cue) && rest.length >= 3 && lemma(rest) !== undefined ? 1 : 0;
  }
  // Short cues ("ai", "lab", "pet") only as a word or a lightly inflected word ("labs", "pets").
  if (cue.length <= 3) return word.startsWith(cue) && word.length <= cue.length + 2 ? 1 : 0;
  if (word.startsWith(cue)) return 1;
  // Longer cues also inside compounds ("brewhaus", "cloudkit"), but a fragment is no trade:
  // "Ironbridge Accounting" is not a gym.
  return word.includes(cue) ? 0.4 : 0;
}

/** The font categories the name's trades avoid (no script for a security firm). */
export function avoidedCategories(cues: BrandCues): Set<FontCategory> {
  return new Set(cues.profiles.flatMap((p) => p.avoid ?? []));
}

const ROUND = new Set([..."ocdegpqbsaum"]);
const ANGULAR = new Set([..."kvwxzyatlfijn"]);

/**
 * How much a venue's own reading counts, of another word's (its cue stems and its lexicon trades):
 * the venue only colours the trade, as it does the marks. At 1 every "… School" and "… Academy"
 * read the children's trade first (a school's cue and its lexicon trade outweighed the trade
 * word's), so a flight school was set in DynaPuff and Fredoka (the twentieth critic); at half, the
 * activity leads and the children's trade follows. Only after a trade word that reads a trade of
 * its own: "Hillside Cemetery" stays a memorial's. Development trades 42 → 41 of 66 right (an
 * "Interiors" read as a venue), fitting marks of six within 0.011 on every list.
 */
const VENUE_READS = 0.5;
/**
 * What the trade word's readings count more than another word's alike, so that it wins a tie and
 * no more: "Greenfletch Archery Range" read green's nature and archery's sport alike and set
 * nature first, by the profiles' order ("a fragment never outvotes the trade", issue 22);
 * "Spruce & Maple Luthiers" two woods against the luthier. An act's object shares it: in "Toy
 * Repair" or "Pawfect Grooming" the thing the trade is done to says the trade as much. Development
 * trades 47 → 51 of 66 right, 8 → 4 wrong; fitting marks of six unchanged on five lists (the sixth
 * 1.942 → 1.938). Where the trade word's own reading is off ("IT Support": finance; "Olive
 * Oil Co.": travel, oil being a fuel) it now wins its tie too.
 */
const TIE = 1.05;

export function readCues(text: string): BrandCues {
  const words = brandWords(text);
  // Two readings of the words: the profiles' own cue stems ("brew", "tech", "paw"), and the
  // lexicon's, by meaning (a "distillery" is craft, a "bindery" a workshop, a "florist" sells
  // flowers). The trade word counts fully, the words before it half.
  const { trade, venue } = readTrade(words);
  // The trade said in two words WordNet knows as one ("Funeral Home", "Law Firm", "Real Estate",
  // "Driving School") is read as the whole, in place of its last word.
  const end = venue >= 0 ? venue : trade;
  const pair = end > 0 ? pairTrades(words[end - 1]!, words[end]!) : undefined;
  // The trade word's own reading, read once: it weighs in below, and says whether the lexicon is silent on it.
  const own = trade >= 0 ? tradeOf(words[trade]!) : [];
  // A pun on a word of praise is read as the word it shows ("Pawsome": paw, "Purrfect": purr).
  const pictures = words.map((w) => punPicture(w));
  // A venue only colours a trade word that reads a trade of its own ("Flight School"); before one
  // that reads none it is the trade ("Hillside Cemetery", a memorial's).
  const venueTints = venue >= 0 && !pair && own.length > 0;
  // The trade word wins a tie ("Greenfletch Archery": archery's sport before green's nature); an
  // act's object with it ("Toy Repair", "Pawfect Grooming": the toy's and the paw's trades stay level).
  const actObject = trade > 0 && !pair && isAct(words[trade]!) && (isConcrete(words[trade - 1]!) || pictures[trade - 1] !== undefined) ? trade - 1 : -1;
  /** What a word's reading counts: VENUE_READS for a venue that only colours the trade, TIE for the trade word (and an act's object), 1 elsewhere. */
  const share = (i: number) => (i === venue && venueTints ? VENUE_READS : i === trade || i === actObject ? TIE : 1);
  const lexical = new Map<string, number>();
  const people = surnames(text);
  words.forEach((w, i) => {
    if (FUNCTION_WORDS.has(w) || people.has(w)) return;
    const reading = pair && i === end ? pair : i === trade ? own : tradesFor(pictures[i] ?? w);
    const full = i === trade || (pair !== undefined && i === end);
    reading.forEach((id, rank) => lexical.set(id, (lexical.get(id) ?? 0) + (full ? 1 : 0.5) * share(i) * (rank === 0 ? 1 : 0.6)));
  });
  const known = words.map((w, i) => lemma(w) ?? pictures[i]);
  const forms = words.map((w, i) => (known[i] === undefined ? undefined : cueForms(w, known[i]!)));
  // A pair's last word speaks by its stems only for the pair's own first trade ("Real Estate" keeps
  // the estate's home; "Funeral Home" is no home; a "Driving School" teaches driving first, so its
  // school's cue no longer puts the children's trade before the motor trade).
  const stems = (p: Profile, i: number) => !pair || i !== end || pair[0] === p.id;
  // Where the lexicon reads no trade in the trade word ("Fitness": WordNet's is suitability), its
  // own cue stems count twice, as the lexicon's reading of it would have: it still outweighs the
  // words before it ("Iron Forge Fitness" is a gym, not a forge).
  const silent = trade >= 0 && !pair && known[trade] !== undefined && !own.length;
  const cue = (p: Profile, w: string, i: number) => (people.has(w) ? 0 : 1) * (stems(p, i) ? Math.max(0, ...p.cues.map((c) => cueMatches(c, w, known[i], forms[i]))) : 0) * (silent && i === trade ? 2 : 1) * share(i);
  const scored = PROFILES.map((p) => ({ p, score: words.reduce((n, w, i) => n + cue(p, w, i), 0) + (lexical.get(p.id) ?? 0) }))
    .filter((x) => x.score >= 0.5)
    .sort((a, b) => b.score - a.score);
  const letters = [...text.toLowerCase()].filter((ch) => /\p{L}/u.test(ch));
  const round = letters.filter((ch) => ROUND.has(ch)).length;
  const angular = letters.filter((ch) => ANGULAR.has(ch)).length;
  return {
    profiles: scored.length ? scored.map((x) => x.p) : [GENERAL],
    words,
    colours: [...new Set(words.filter((w) => !people.has(w)).map(colourOf).filter((c): c is string => c !== undefined))],
    letters: letters.length,
    shape: round > angular * 1.4 ? "round" : angular > round * 1.4 ? "angular" : "neutral",
    allCaps: /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text),
    hasDigits: /\d/.test(text),
  };
}

/** How much each font category suits this name. */
export function categoryWeights(cues: BrandCues): Map<FontCategory, number> {
  const w = new Map<FontCategory, number>();
  const add = (c: FontCategory, n: number) => w.set(c, (w.get(c) ?? 0) + n);
  cues.profiles.forEach((p, rank) => {
    const strength = rank === 0 ? 1 : 0.6;
    p.categories.forEach((c, i) => add(c, (4 - i) * strength));
  });
  for (const c of GENERAL.categories) add(c, 0.4);
  if (cues.letters > 14) {
    add("condensed", 3);
    add("display", -3);
    add("monospace", -1);
  } else if (cues.letters <= 5) {
    add("display", 1.5);
    add("geometric", 1);
  }
  if (cues.shape === "round") {
    add("rounded", 1);
    add("geometric", 1);
  } else if (cues.shape === "angular") {
    add("grotesque", 1);
    add("condensed", 1);
  }
  if (cues.allCaps) {
    add("condensed", 1);
    add("slab", 1);
    add("script", -3);
  }
  if (cues.hasDigits) add("monospace", 2);
  return w;
}
