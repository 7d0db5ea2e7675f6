export declare function startBuiltApp(): Promise<{ base: string; workerdRssMb: () => number; stop: () => void }>;
