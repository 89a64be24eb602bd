/** The one database surface the server uses: PGlite embedded, or real Postgres when DATABASE_URL is set. */
export interface Db {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<void>;
  /** Runs fn inside one transaction; the Db handed to fn is bound to it. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}
