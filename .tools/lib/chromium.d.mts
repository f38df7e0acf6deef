/** Types of chromium.mjs, for the TypeScript browser tests that share it. */
export declare function resolveChromiumPath(): Promise<string>;
export declare const chromiumArgs: string[];
