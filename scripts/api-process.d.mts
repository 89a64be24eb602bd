export declare const API_NODE_FLAGS: readonly string[];
export declare function apiProcessArgs(bundle: string): string[];
export declare const API_ENV: Readonly<Record<string, string>>;
export declare function apiProcessEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
