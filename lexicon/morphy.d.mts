export function morphy(word: string): string[];
export const STOP: Set<string>;
