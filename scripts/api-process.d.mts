export declare const API_NODE_FLAGS: readonly string[];
export declare function apiProcessArgs(bundle: string): string[];
