export declare function startBuiltApp(options?: { rateLimitScale?: number }): Promise<{ base: string; workerdRssMb: () => number; stop: () => void }>;
