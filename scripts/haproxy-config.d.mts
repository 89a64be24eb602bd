export declare function haproxyConfig(options: {
  host: string;
  port: number;
  servers: { name: string; port: number }[];
  statsSocket?: string;
}): string;
