// Search in a sorted list of strings by halves. Used by the lexicon's build (clipped words: the
// nouns that begin with a word) and by the engine at run time (people's names, lexicon/names.txt).

/** The first index of `sorted` whose entry is not less than `key` (sorted.length when none is). */
export function lowerBound(sorted, key) {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
