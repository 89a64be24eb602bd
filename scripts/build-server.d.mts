export declare const serverBundle: string;
export declare function buildServer(): Promise<{ seconds: number; inputs: number }>;
export declare function serverBundleIsStale(): boolean;
export declare function ensureServerBuilt(): Promise<void>;
