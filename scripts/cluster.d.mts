import type { ChildProcess } from 'node:child_process';

export declare const HAPROXY: string;

export interface ClusterApi {
  index: number;
  name: string;
  port: number;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface Cluster {
  url: string;
  databaseUrl: string;
  apis: ClusterApi[];
  config: string;
  logs: string;
  kill(index: number, signal?: NodeJS.Signals): Promise<void>;
  start(index: number): Promise<void>;
  stats(): Promise<Record<string, string>[]>;
  stop(): Promise<void>;
}

export declare function startCluster(options?: {
  processes?: number;
  port?: number;
  host?: string;
  databaseUrl?: string;
  startPostgres?: () => Promise<{ url: string; stop(): Promise<void> }>;
  command?: 'bundle' | 'tsx';
  env?: Record<string, string>;
  logDir?: string;
}): Promise<Cluster>;
