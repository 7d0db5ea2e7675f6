// The most expensive design-guide body the contract accepts (shared by the tests and the bench):
// every guideline list full, every item many one-letter words (the worst case for line breaking),
// the total just under the cap.
import { GUIDELINE_LIMITS, guidelineLength } from "../../shared/guidelines";

const words = (length: number) => "a ".repeat(length).slice(0, length).trim();

export function worstGuideBody() {
  const { personality, minSpacing, usage, useCases, total } = GUIDELINE_LIMITS;
  const fixed = personality.items * personality.each + minSpacing;
  const lists = 2 * usage.items + useCases.items;
  const each = Math.min(usage.each, Math.floor((total - fixed) / lists));
  const brandingGuidelines = {
    personality: Array.from({ length: personality.items }, () => words(personality.each)),
    minSpacing: words(minSpacing),
    usageGuidelines: { dos: Array.from({ length: usage.items }, (_, i) => `${i} ${words(each - 2)}`), donts: Array.from({ length: usage.items }, () => words(each)) },
    useCases: Array.from({ length: useCases.items }, () => words(each)),
  };
  if (guidelineLength(brandingGuidelines) > total) throw new Error("worstGuideBody is over the cap");
  return { logoText: "Acme Worst Case", fontFamily: "Inter", colors: ["#FF0000", "#0044CC"], slogan: "Many short words", symbol: "ph:anchor", layout: "stacked", brandingGuidelines };
}
