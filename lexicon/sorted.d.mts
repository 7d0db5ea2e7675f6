export function lowerBound(sorted: readonly string[], key: string): number;
