// The API as `npm start` runs it (server/main.ts's startServer: the embedded database, the purge, the dispatcher),
// plus one thing the soak needs and no operator should have: over the IPC channel of the process that forked it,
// the size of the tables the anonymous writes fill. Never listens anywhere but where HOST says (the soak: loopback).
import { settingsFromEnv, startServer } from '../server/main';
import { collectWhenIdle } from '../server/idleCollection';

/** The tables an anonymous caller can make grow (issue 26), and the ones a guest booking writes beside its own. */
export const SOAK_TABLES = [
  'quotes',
  'sandbox_cards',
  'booking_params',
  'comments',
  'tracking_links',
  'bookings',
  'trips',
  'outbox',
] as const;

const server = await startServer(settingsFromEnv(), { logger: false });
const idle = collectWhenIdle(server.app.server);
console.log(`App ready at ${server.url}/booking.html`);

process.on('message', async (message) => {
  if (message !== 'sizes') return;
  const sizes: Record<string, { rows: number; kb: number }> = {};
  for (const table of SOAK_TABLES) {
    const { rows } = await server.db.query<{ n: number; bytes: string | number }>(
      `SELECT (SELECT count(*)::int FROM ${table}) AS n, pg_total_relation_size('${table}') AS bytes`,
    );
    sizes[table] = { rows: rows[0].n, kb: Math.round(Number(rows[0].bytes) / 1024) };
  }
  process.send?.({ sizes });
});

const stop = () => {
  idle.stop();
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
// The soak's process is this one's reason to be: if it goes, so does this.
process.on('disconnect', stop);
