#!/usr/bin/env node
// Where the API's resident memory goes (docs/bench.md, "The API's memory"): starts the server as the bench does,
// runs the bench's four loads, and prints its RSS after each with a breakdown of /proc/PID/smaps (the node binary,
// V8's heap pages (mappings under 1 MB), malloc's thread arenas (16-60 MB), PGlite's WebAssembly memory (128 MB
// mapping), glibc's main heap). DUR=S sets each load's seconds (default 10).
//
//   node bench/memory.mjs
import { readFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';
import { startAppServer } from './lib/servers.mjs';
import { cleanup, sleep } from './lib/common.mjs';
import { bookingLoad, configurationLoad, quotationLoad, searchAddressLoad } from './measure/load.mjs';
const fixtures = await tsImport('./fixtures.ts', import.meta.url);
const app = await startAppServer({});
function breakdown(pid) {
  const smaps = readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n');
  const parts = {};
  let cur = null;
  for (const line of smaps) {
    const m = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (m) {
      const size = (parseInt(m[2], 16) - parseInt(m[1], 16)) / 1048576;
      cur = m[3] || (size >= 60 ? 'anon>=60MB' : size >= 16 ? 'anon16-60MB' : size >= 1 ? 'anon1-16MB' : 'anon<1MB');
      if (cur.includes('/')) cur = cur.split('/').pop();
      continue;
    }
    const r = /^Rss:\s+(\d+) kB/.exec(line);
    if (r && cur) parts[cur] = (parts[cur] ?? 0) + Number(r[1]) / 1024;
  }
  return Object.entries(parts)
    .filter(([, v]) => v > 1)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v.toFixed(1)}`)
    .join(', ');
}
/** Resident MB of the API. */
const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${app.pid}/status`, 'utf8'))[1]) / 1024;
console.log('start', rss().toFixed(0), breakdown(app.pid));
const settings = { connections: 10, duration: Number(process.env.DUR ?? 10), pid: app.pid };
await searchAddressLoad(app.url, fixtures.SEARCH_PREFIXES, settings);
console.log('after search', rss().toFixed(0));
await quotationLoad(app.url, fixtures.quoteBodies(), settings);
console.log('after quotation', rss().toFixed(0));
await configurationLoad(app.url, settings);
await bookingLoad(app.url, fixtures.bookingQuoteBody(), fixtures.bookingFor, settings);
console.log('after booking', rss().toFixed(0), breakdown(app.pid));
await sleep(2500);
console.log('idle', rss().toFixed(0), breakdown(app.pid));
await app.stop();
await cleanup();
process.exit(0);
