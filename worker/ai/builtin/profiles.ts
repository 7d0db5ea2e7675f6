// Brand profiles: the cues in a brand name and what they suggest (font categories, colours,
// words; their marks are in symbol-matcher.ts). The builtin design engine mixes the profiles a
// name matches.
import type { FontCategory } from "../../../shared/catalogue";

export interface Profile {
  id: string;
  /** Word stems that point at this profile (matched at word starts, case-insensitive; "-ify" ends a coined word). */
  cues: string[];
  categories: FontCategory[];
  /** Categories whose voice is wrong for the trade (no script for a security firm). */
  avoid?: FontCategory[];
  /** Phosphor categories whose mood is wrong for the trade's marks (no game for a funeral home). */
  avoidMarks?: string[];
  /**
   * Words of an icon's name or tags that make it wrong for the trade's marks whatever its category
   * (no beer for a children's theatre), unless the name also reads a trade whose own marks they are.
   */
  avoidIcons?: { words: string[]; unless: string };
  /** Anchor colours; harmonies are built around them. */
  anchors: string[];
  personality: string[];
  useCases: string[];
  /** A phrase for the guidelines: "… suits a {audience}". */
  audience: string;
}

/** The faces and colours health and science share (health avoids two more): trades split apart that look alike. */
const CLINICAL = {
  categories: ["humanist", "geometric", "rounded", "grotesque"],
  avoid: ["blackletter", "handwritten"],
  anchors: ["#4ECDC4", "#45B7D1", "#52B788", "#457B9D", "#98D8C8", "#023047"],
} satisfies Pick<Profile, "categories" | "avoid" | "anchors">;

/** The faces and colours home, build and cleaning share (build and cleaning avoid hand lettering): trades split apart that look alike. */
const HOUSE = {
  categories: ["grotesque", "slab", "condensed", "serif"],
  avoid: ["blackletter"],
  anchors: ["#264653", "#E76F51", "#2A9D8F", "#8D99AE", "#F4A261", "#023047"],
} satisfies Pick<Profile, "categories" | "avoid" | "anchors">;

/**
 * What a building or cleaning trade avoids: its van and quote want a sturdy, legible face, no
 * casual hand lettering (a critic found a commercial cleaner and a garage in Caveat "unprofessional").
 */
const STURDY: FontCategory[] = [...HOUSE.avoid, "handwritten"];

/** The faces and colours craft and drinks share: trades split apart that look alike. */
const MAKER = {
  categories: ["serif", "engraved", "slab", "script"],
  anchors: ["#7B2D26", "#1E4D2B", "#1D3557", "#9C5B2E", "#B08D57", "#4A3728"],
} satisfies Pick<Profile, "categories" | "avoid" | "anchors">;

/** The faces and colours creative and music share: trades split apart that look alike. */
const STUDIO = {
  categories: ["display", "geometric", "script", "condensed"],
  anchors: ["#8338EC", "#FB5607", "#FF6B6B", "#3A86FF", "#BB8FCE", "#F8B739"],
} satisfies Pick<Profile, "categories" | "avoid" | "anchors">;

export const PROFILES: Profile[] = [
  {
    id: "food",
    cues: ["coffee", "cafe", "café", "brew", "bean", "roast", "espresso", "latte", "tea", "bake", "bakery", "bread", "pastry", "cake", "donut", "sweet", "pizza", "burger", "grill", "kitchen", "food", "eat", "taste", "bistro", "deli", "snack", "chef", "cook"],
    categories: ["serif", "script", "slab", "rounded"],
    avoid: ["blackletter"],
    anchors: ["#6F4E37", "#F77F00", "#FFB703", "#E63946", "#FB5607", "#8B5E34"],
    // Pizza and burgers only when the name says so (WORD_SYMBOLS): not for a café.
    personality: ["Warm", "Inviting", "Crafted", "Comforting", "Homemade"],
    useCases: ["Storefront signage", "Cup sleeves and packaging", "Menu boards", "Delivery app listings", "Loyalty cards"],
    audience: "neighbourhood food brand",
  },
  {
    id: "tech",
    cues: ["tech", "labs", "lab", "soft", "app", "ai", "data", "cloud", "dev", "code", "byte", "bit", "net", "cyber", "quantum", "robot", "digital", "logic", "stack", "sync", "pixel", "algo", "compute", "api", "ops", "io", "hq", "-ify"],
    categories: ["geometric", "grotesque", "monospace", "display"],
    avoid: ["script", "handwritten", "blackletter", "engraved"],
    anchors: ["#3A86FF", "#8338EC", "#45B7D1", "#06FFA5", "#023047", "#4ECDC4"],
    personality: ["Innovative", "Precise", "Forward-thinking", "Reliable", "Smart"],
    useCases: ["App icon and splash screen", "Website header", "Developer docs", "Conference booth", "Social media avatar"],
    audience: "technology product",
  },
  {
    // A health practice and a laboratory were one trade: a midwife drew the science stock's atom
    // and DNA, a solar installer (science, through energy) a first-aid cross, and a biotech's
    // guidelines spoke of patient leaflets. Their faces and colours stay alike.
    id: "health",
    cues: ["med", "health", "clinic", "pharma", "dental", "therapy", "vital", "cure", "well", "mind"],
    ...CLINICAL,
    // A practice's voice is calm: no condensed capitals (a critic found a counsellor "shouting" in
    // them) and no programmer's monospace, as for wellness; a laboratory may keep both.
    avoid: [...CLINICAL.avoid, "condensed", "monospace"],
    personality: ["Caring", "Trustworthy", "Calm", "Clear", "Reassuring"],
    useCases: ["Clinic signage", "Patient information leaflets", "Appointment reminders", "Uniforms and name badges", "Website header"],
    audience: "health practice",
  },
  {
    id: "science",
    cues: ["bio", "chem", "science", "gene", "cell", "lab"],
    ...CLINICAL,
    personality: ["Precise", "Evidence-led", "Curious", "Clear", "Trustworthy"],
    useCases: ["Lab coats and badges", "Research posters", "Website header", "Conference booth", "Investor and grant decks"],
    audience: "science or research organisation",
  },
  {
    // Couriers, removal firms, freight, haulage and commercial storage (WordNet's courier, mover
    // and moving company, deliveryman, mail service, freightage, trucking, logistics: lexicon/
    // trades.json): no trade had them, so a courier was read by the word before it ("Quickstep
    // Courier Co." drew dancers, the twentieth critic) and a removal firm or a delivery read
    // finance (a withdrawal, a transfer) and drew coins. Sturdy, legible faces for a van's side
    // and a parcel label. Before finance, which a delivery's and a removal's words also read: a
    // tie is theirs.
    id: "delivery",
    cues: ["courier", "deliver", "freight", "haulage", "removals", "logistic", "parcel", "cargo", "shipping"],
    categories: ["grotesque", "condensed", "geometric", "slab"],
    avoid: ["script", "handwritten", "blackletter", "rounded"],
    anchors: ["#F77F00", "#1D3557", "#E63946", "#2A9D8F", "#023047", "#FFB703"],
    personality: ["Reliable", "Quick", "Careful", "Punctual", "Straightforward"],
    useCases: ["Van and lorry livery", "Parcel labels and packing tape", "Driver uniforms", "Tracking page and emails", "Business cards"],
    audience: "delivery and removal firm",
  },
  {
    id: "finance",
    cues: ["legal", "law", "attorney", "counsel", "advis", "consult", "capital", "partners", "finance", "fin", "bank", "invest", "wealth", "fund", "pay", "money", "coin", "insur", "account", "tax", "ledger", "equity", "trust", "asset", "credit", "vault"],
    categories: ["serif", "grotesque", "slab", "humanist"],
    // No script either: a law firm's "legal" reads craft as well, and a law firm and an accountant
    // were set in Oleo Script and Lobster Two (the twenty-first names).
    avoid: ["handwritten", "blackletter", "rounded", "script"],
    anchors: ["#023047", "#457B9D", "#1D3557", "#B08D57", "#2A9D8F", "#264653"],
    personality: ["Trustworthy", "Established", "Discreet", "Confident", "Precise"],
    useCases: ["Letterhead and business cards", "Client reports", "Website header", "Email signature", "Office signage"],
    audience: "professional services firm",
  },
  {
    id: "kids",
    cues: ["kid", "kids", "toy", "play", "fun", "baby", "tiny", "little", "school", "learn", "edu", "academy", "class", "teach", "tutor", "joy", "happy", "sunny"],
    categories: ["rounded", "display", "script", "geometric"],
    avoid: ["blackletter", "engraved"],
    anchors: ["#FF6B6B", "#FFB703", "#4ECDC4", "#8AC926", "#3A86FF", "#F7DC6F"],
    personality: ["Playful", "Friendly", "Bright", "Curious", "Safe"],
    useCases: ["Classroom materials", "Toy packaging", "Kids' app icon", "Event banners", "Stickers and merchandise"],
    audience: "family and children's brand",
    // A critic found a children's theatre named "Hopscotch" offered hops, the beer's.
    avoidIcons: {
      words: ["alcohol", "beer", "pint", "wine", "whiskey", "cocktail", "cocktails", "booze", "liquor", "spirits", "bars", "pub", "hops", "champagne", "brandy", "martini", "cheers", "tobacco", "smoking", "cigarette"],
      unless: "drinks",
    },
  },
  {
    // Creative was also music: a piano studio and a record label drew a palette and a camera, a
    // photographer music notes. Its faces and colours stay creative's.
    id: "music",
    cues: ["music", "sound", "audio", "records"],
    ...STUDIO,
    personality: ["Expressive", "Soulful", "Bold", "Original", "Confident"],
    useCases: ["Album and single artwork", "Gig posters", "Streaming profiles", "Merchandise", "Studio signage"],
    audience: "music business",
  },
  {
    id: "creative",
    cues: ["studio", "design", "creative", "art", "media", "photo", "film", "agency", "brand", "ink", "paint", "craft", "works", "collective", "gallery", "pixel", "story", "motion"],
    ...STUDIO,
    personality: ["Expressive", "Bold", "Original", "Curious", "Confident"],
    useCases: ["Portfolio website", "Pitch decks", "Social media avatar", "Studio signage", "Merchandise"],
    audience: "creative studio",
  },
  {
    id: "nature",
    cues: ["eco", "green", "garden", "farm", "organic", "leaf", "earth", "forest", "plant", "flower", "bloom", "botan", "seed", "root", "grow", "wild", "herb", "sun", "solar", "terra", "verde", "fresh"],
    categories: ["humanist", "serif", "rounded", "script"],
    avoid: ["blackletter"],
    anchors: ["#52B788", "#2D6A4F", "#8AC926", "#98D8C8", "#F7DC6F", "#6B8F71"],
    personality: ["Natural", "Honest", "Fresh", "Grounded", "Sustainable"],
    useCases: ["Product labels", "Farmers' market stall", "Website header", "Recyclable packaging", "Social media avatar"],
    audience: "natural or sustainable brand",
  },
  {
    // Garages, mechanics, tyres, car dealers, car washes, driving schools (WordNet's motor
    // vehicles and cars, the car mechanic, the garage that repairs them, the car dealer, tyres,
    // driving): a car was travel's, by its vehicle, so a mechanic read science (mechanics, the
    // physics) and drew flasks, a motor dealer craft (a motor: a machine) and drew an axe in
    // Lobster Two, a garage home and drew a lamp, a car wash style and drew a diamond. Before travel,
    // whose vehicles they also are: a tie is theirs.
    id: "automotive",
    cues: ["motor", "auto", "garage", "mechanic", "tyres", "carwash"],
    categories: ["condensed", "grotesque", "display", "slab"],
    avoid: ["script", "handwritten", "rounded", "blackletter"],
    anchors: ["#C1121F", "#1D3557", "#F77F00", "#457B9D", "#264653", "#E63946"],
    personality: ["Dependable", "Skilled", "Honest", "Driven", "Quick"],
    useCases: ["Workshop signage", "Service records and invoices", "Vehicle livery and number-plate surrounds", "Key tags", "Website header"],
    audience: "garage or motor trade",
  },
  {
    id: "travel",
    cues: ["travel", "trip", "tour", "voyage", "fly", "air", "jet", "sea", "ocean", "mountain", "peak", "summit", "adventure", "outdoor", "camp", "trail", "nomad", "wander", "journey", "route", "map", "compass", "north"],
    categories: ["condensed", "geometric", "slab", "display"],
    avoid: ["blackletter"],
    anchors: ["#45B7D1", "#023047", "#F77F00", "#85C1E2", "#2A9D8F", "#FFB703"],
    personality: ["Adventurous", "Free-spirited", "Reliable", "Open", "Energetic"],
    useCases: ["Booking website", "Luggage tags and tickets", "Social media avatar", "Brochures", "Vehicle livery"],
    audience: "travel and outdoor brand",
  },
  {
    id: "sport",
    cues: ["fit", "fitness", "gym", "sport", "run", "athlet", "team", "club", "game", "gaming", "esport", "league", "arena", "pro", "power", "strong", "flex", "move", "pulse", "rush", "blaze", "fire"],
    categories: ["condensed", "display", "grotesque", "slab"],
    avoid: ["script", "blackletter", "engraved"],
    anchors: ["#E63946", "#FB5607", "#06FFA5", "#023047", "#FFB703", "#3A86FF"],
    personality: ["Energetic", "Determined", "Bold", "Competitive", "Dynamic"],
    useCases: ["Team jerseys", "Gym signage", "App icon", "Event banners", "Merchandise"],
    audience: "sports and fitness brand",
  },
  {
    id: "pets",
    cues: ["pet", "paw", "dog", "cat", "puppy", "kitten", "vet", "animal", "fur", "bark", "meow", "fox", "bear", "owl"],
    categories: ["rounded", "geometric", "script", "humanist"],
    avoid: ["blackletter", "engraved"],
    anchors: ["#F77F00", "#8AC926", "#FFB703", "#457B9D", "#FF6B6B", "#85C1E2"],
    personality: ["Friendly", "Caring", "Playful", "Loyal", "Warm"],
    useCases: ["Shop signage", "Pet food packaging", "Collars and tags", "Website header", "Social media avatar"],
    audience: "pet-loving brand",
  },
  {
    id: "home",
    cues: ["home", "house", "estate", "realty", "property", "architect", "interior", "nest", "haven", "dwell", "living", "space", "place", "key"],
    ...HOUSE,
    personality: ["Solid", "Welcoming", "Dependable", "Considered", "Modern"],
    useCases: ["Sale boards and signage", "Property brochures", "Website header", "Vehicle livery", "Business cards"],
    audience: "home and property brand",
  },
  {
    // Home was also every trade that builds, mends, heats or cleans a house: a plumber and a
    // window cleaner drew a couch and a lamp, a soap maker (cleaning) a key and a hammer. Their
    // faces and colours stay home's; their marks, voice and use cases are their own. Stone and
    // brick, a house's materials, are the builder's cues, not the home's: a bricklayer drew a
    // key, a couch and a lamp (the nineteenth critic), a stonemason a house and a key.
    id: "build",
    cues: ["build", "construct", "stone", "brick"],
    ...HOUSE,
    avoid: STURDY,
    personality: ["Solid", "Dependable", "Skilled", "Straightforward", "Local"],
    useCases: ["Van livery", "Site boards and signage", "Workwear", "Quotes and invoices", "Business cards"],
    audience: "building or repair trade",
  },
  {
    id: "cleaning",
    cues: [],
    ...HOUSE,
    avoid: STURDY,
    personality: ["Fresh", "Dependable", "Friendly", "Thorough", "Straightforward"],
    useCases: ["Van livery", "Uniforms", "Flyers and door hangers", "Website header", "Business cards"],
    audience: "cleaning service",
  },
  {
    id: "style",
    cues: ["fashion", "beauty", "style", "boutique", "luxe", "luxury", "jewel", "salon", "spa", "glow", "skin", "silk", "velvet", "rose", "belle", "chic", "couture", "atelier", "bloom"],
    categories: ["serif", "script", "display", "geometric"],
    avoid: ["blackletter", "monospace"],
    anchors: ["#BB8FCE", "#E5989B", "#B08D57", "#1D1D1F", "#FF6B6B", "#8338EC"],
    personality: ["Elegant", "Refined", "Confident", "Graceful", "Distinctive"],
    useCases: ["Shopping bags and tissue paper", "Product labels", "Instagram profile", "Storefront signage", "Gift cards"],
    audience: "fashion and beauty brand",
  },
  {
    id: "craft",
    cues: ["artisan", "craft", "smith", "forge", "leather", "guild", "heritage", "workshop", "tannery", "cooper", "mill", "handmade"],
    ...MAKER,
    personality: ["Crafted", "Authentic", "Patient", "Honest", "Storied"],
    useCases: ["Stamped and embossed packaging", "Workshop signage", "Hang tags and wax seals", "Market stall banner", "Business cards"],
    audience: "craft and heritage maker",
  },
  {
    // Craft was also every maker of drink (WordNet's alcohol, breweries, distilleries, wineries):
    // a gin distillery drew the workshop's hammer and axe. Its faces and colours stay craft's.
    id: "drinks",
    cues: ["distill", "cask", "barrel"],
    ...MAKER,
    personality: ["Crafted", "Convivial", "Storied", "Authentic", "Spirited"],
    useCases: ["Bottle and can labels", "Cask and crate stencils", "Tasting room signage", "Beer mats and coasters", "Merchandise"],
    audience: "drinks maker",
  },
  {
    id: "wellness",
    cues: ["yoga", "pilates", "meditat", "mindful", "massage", "wellness", "reiki", "retreat", "sauna", "holistic", "aromather", "breathwork"],
    categories: ["humanist", "serif", "script", "rounded"],
    avoid: ["condensed", "blackletter", "monospace"],
    anchors: ["#5B8A72", "#7A9E7E", "#4A8C8C", "#B5654A", "#8E7CC3", "#A07850"],
    personality: ["Calm", "Grounded", "Restorative", "Gentle", "Mindful"],
    useCases: ["Class timetable and booking page", "Studio signage", "Gift vouchers", "Treatment menu", "Social media posts"],
    audience: "wellness studio",
  },
  {
    // Funeral homes, cremation and memorial services: quiet, dignified, never playful.
    id: "memorial",
    cues: ["funeral", "memorial", "mortuar", "cremat", "cemeter", "undertak", "burial", "mourn", "bereave", "obituar"],
    categories: ["serif", "engraved", "humanist"],
    avoid: ["blackletter", "script", "handwritten", "rounded", "display", "monospace", "condensed"],
    // "Hillside" reached a snowboarder and "Rest" a puzzle piece; two critics found a funeral
    // director's six with a bank vault and a jar (the labeller accepted only trees).
    avoidMarks: ["games", "finances", "commerce", "office", "technology & development", "media"],
    anchors: ["#1D3557", "#3D4A5C", "#4A3B5C", "#4F6B5A", "#6B5E52", "#8C7A4E"],
    personality: ["Dignified", "Compassionate", "Calm", "Trustworthy", "Respectful"],
    useCases: ["Order of service and memorial cards", "Website header", "Signage at the chapel", "Condolence stationery", "Newspaper notices"],
    audience: "funeral and memorial service",
  },
  {
    id: "security",
    cues: ["secur", "guard", "shield", "lock", "protect", "defen", "sentinel", "alarm", "fortress", "armor", "armour", "patrol"],
    categories: ["grotesque", "condensed", "geometric", "monospace"],
    avoid: ["script", "handwritten", "blackletter", "rounded"],
    anchors: ["#1D3557", "#023047", "#2A9D8F", "#C1121F", "#264653", "#457B9D"],
    personality: ["Vigilant", "Dependable", "Precise", "Strong", "Discreet"],
    useCases: ["Vehicle livery", "Uniform patches and badges", "Website header", "Client reports", "Door and alarm-panel stickers"],
    audience: "security firm",
  },
  {
    // Weddings, parties, celebrations and those who plan them (WordNet's wedding, party,
    // celebration, festival, reception, bride, event planner): no trade had them, so a wedding
    // read finance (a marriage is a contract's) and drew coins, and an events firm or a party
    // hire read nothing of its own.
    id: "events",
    cues: ["wedding", "bridal", "party", "event", "celebrat", "fiesta"],
    categories: ["script", "serif", "engraved", "geometric"],
    avoid: ["blackletter", "monospace", "condensed"],
    anchors: ["#E5989B", "#B08D57", "#8338EC", "#FF6B6B", "#1D3557", "#2A9D8F"],
    personality: ["Joyful", "Warm", "Polished", "Memorable", "Celebratory"],
    useCases: ["Invitations and save-the-dates", "Table cards and event signage", "Instagram profile", "Website and enquiry page", "Business cards"],
    audience: "wedding and events business",
  },
  {
    // Churches, mosques, synagogues, temples, parishes and ministries (WordNet's religion, place
    // of worship, church, congregation, clergy, worship): no trade had them, so a mosque and a
    // synagogue read home (a building) and drew a couch, a lamp and a key, a parish travel (a
    // compass, an aeroplane), a Baptist church craft (an axe). Its stock is no faith's symbol:
    // those come only when the name asks for them (mark-safety.ts).
    id: "faith",
    cues: ["church", "chapel", "parish", "ministr", "mosque", "masjid", "synagog", "gospel", "cathedral"],
    categories: ["serif", "engraved", "humanist", "geometric"],
    // Few: a word of another trade's name reads faith too, a little ("Pinnacle": a spire), and a
    // trade's avoidances are every trade's the name reads.
    avoid: ["blackletter", "monospace"],
    anchors: ["#4A3B5C", "#1D3557", "#B08D57", "#7B2D26", "#2A9D8F", "#457B9D"],
    personality: ["Welcoming", "Hopeful", "Caring", "Rooted", "Faithful"],
    useCases: ["Service sheets and newsletters", "Noticeboard and signage", "Website and livestream banner", "Social media posts", "Event posters"],
    audience: "church or faith community",
  },
];

/** For names with no cue: a balanced startup profile. */
export const GENERAL: Profile = {
  id: "general",
  cues: [],
  categories: ["geometric", "grotesque", "humanist", "display", "serif", "rounded"],
  avoid: ["blackletter"],
  anchors: ["#3A86FF", "#8338EC", "#FF6B6B", "#4ECDC4", "#F77F00", "#52B788", "#E63946", "#023047"],
  personality: ["Bold", "Modern", "Approachable", "Confident", "Clear"],
  useCases: ["Website header", "App icon", "Social media avatar", "Pitch decks", "Business cards"],
  audience: "modern startup",
};
