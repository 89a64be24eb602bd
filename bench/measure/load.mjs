// 4. API load: autocannon against the real server's address search and quotation (docs/bench.md).
import { readFileSync } from 'node:fs';
import { log, round } from '../lib/common.mjs';

/**
 * CPU time (user + system, ms) a process has used so far (Linux), or null. Beside the requests per second, which
 * on a machine other work loads say more about that work than about the server, the server's CPU per request is a
 * figure that holds still: a build that costs less CPU per answer is faster, whatever the machine is doing.
 */
function cpuMs(pid) {
  if (!pid) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of the whole line (12 and 13 after the command's closing bracket).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * The API under load runs as behind a TLS proxy on loopback (TRUST_PROXY, BENCH_API_ENV) and each request names its
 * client in X-Forwarded-For: many customers, as in life, each far inside the rate limits (server/guards/limitSettings.ts;
 * 20 requests per address against 30 guest bookings and 600 quotes an hour). The limits stay on, so a load run whose
 * requests met one would show it as non-2xx answers.
 */
export const BENCH_API_ENV = { TRUST_PROXY: 'loopback' };
export const REQUESTS_PER_CLIENT = 20;
let sent = 0;
/** The next request's client address: a new one every REQUESTS_PER_CLIENT requests, across every load of the run. */
function nextClient() {
  const k = Math.floor(sent++ / REQUESTS_PER_CLIENT);
  return `10.${(k >> 16) & 255}.${(k >> 8) & 255}.${k & 255}`;
}

async function load(name, base, { method = 'GET', paths, bodies, bodyFor }, { connections, duration, pid }) {
  const { default: autocannon } = await import('autocannon');
  let i = 0;
  const headers = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };
  if (method === 'POST') headers['content-type'] = 'application/json';
  const options = {
    url: base,
    connections,
    duration,
    headers,
    requests: [
      {
        method,
        setupRequest: (req) => {
          const n = i++;
          return {
            ...req,
            method,
            headers: { ...headers, ...req.headers, 'x-forwarded-for': nextClient() },
            path: paths[n % paths.length],
            ...(bodyFor ? { body: bodyFor(n) } : bodies ? { body: bodies[n % bodies.length] } : {}),
          };
        },
      },
    ],
  };
  // A short untimed warm-up so the JIT and the server's caches are hot before the measured run.
  await autocannon({ ...options, duration: Math.min(2, duration) });
  i = 0;
  const cpuBefore = cpuMs(pid);
  const result = await autocannon(options);
  const cpuAfter = cpuMs(pid);
  const figures = {
    connections,
    durationS: duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    avgMs: round(result.latency.average, 2),
    maxMs: result.latency.max,
    requestsPerS: round(result.requests.average, 0),
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    serverCpuUsPerRequest:
      cpuBefore == null || cpuAfter == null || !result.requests.total
        ? null
        : Math.round(((cpuAfter - cpuBefore) * 1000) / result.requests.total),
  };
  const cpu = figures.serverCpuUsPerRequest == null ? '' : `, server CPU ${figures.serverCpuUsPerRequest} us/request`;
  log(
    `${name}: p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, ${figures.requestsPerS} req/s (${figures.total} requests, ${figures.non2xx} non-2xx, ${figures.errors} errors)${cpu}`,
  );
  return figures;
}

/** GET /api/searchaddress with rotating prefixes, after a probe that the endpoint answers. */
export async function searchAddressLoad(appUrl, prefixes, settings) {
  try {
    const probe = await fetch(`${appUrl}/api/searchaddress?prefix=king`);
    const body = await probe.json().catch(() => null);
    if (!probe.ok) throw new Error(`answered ${probe.status}`);
    log(`searchaddress probe: ${probe.status}, ${body?.addresses?.length ?? '?'} addresses for "king"`);
    const figures = await load(
      'GET /api/searchaddress',
      appUrl,
      { paths: prefixes.map((p) => `/api/searchaddress?prefix=${encodeURIComponent(p)}`) },
      settings,
    );
    return { ...figures, prefixes };
  } catch (error) {
    log(`searchaddress: n/a (${error.message})`);
    return { note: error.message };
  }
}

/** POST /api/quotation with the given bodies, after a probe that the endpoint accepts the first. */
export async function quotationLoad(appUrl, bodies, settings) {
  try {
    const probe = await fetch(`${appUrl}/api/quotation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: bodies[0],
    });
    const text = await probe.text();
    if (probe.status === 404) throw new Error('no /api/quotation yet (404)');
    if (!probe.ok) throw new Error(`probe answered ${probe.status}: ${text.slice(0, 200)}`);
    let code = null;
    try {
      code = JSON.parse(text).code;
    } catch {
      /* not JSON */
    }
    log(`quotation probe: ${probe.status}, code ${code}`);
    const figures = await load(
      'POST /api/quotation',
      appUrl,
      { method: 'POST', paths: ['/api/quotation'], bodies },
      settings,
    );
    return { ...figures, responseCode: code };
  } catch (error) {
    log(`quotation: n/a (${error.message})`);
    return { note: error.message };
  }
}

/** GET /api/configuration: what every page load asks first. */
export async function configurationLoad(appUrl, settings) {
  try {
    const probe = await fetch(`${appUrl}/api/configuration`);
    if (!probe.ok) throw new Error(`answered ${probe.status}`);
    return await load('GET /api/configuration', appUrl, { paths: ['/api/configuration'] }, settings);
  } catch (error) {
    log(`configuration: n/a (${error.message})`);
    return { note: error.message };
  }
}

/**
 * POST /api/createbookingTest: guest bookings (cash) on one fresh quote, each with its own requestid, so every
 * request makes a booking (the fare is checked against the stored quote, as for a customer).
 */
export async function bookingLoad(appUrl, quoteBody, bookingFor, settings) {
  try {
    const quoted = await (
      await fetch(`${appUrl}/api/quotation`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: quoteBody,
      })
    ).json();
    if (quoted.code !== 1) throw new Error(`quotation answered code ${quoted.code}`);
    const run = Date.now().toString(36);
    // Each guest books with an e-mail of their own: one address receives only a few confirmations an hour.
    const bodyFor = (n) =>
      JSON.stringify({ ...bookingFor(quoted, `bench-${run}-${n}`), passengeremail: `bench-${run}-${n}@example.com` });
    const probe = await (
      await fetch(`${appUrl}/api/createbookingTest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: bodyFor('probe'),
      })
    ).json();
    if (probe.Code !== 1) throw new Error(`probe answered ${JSON.stringify(probe).slice(0, 200)}`);
    const figures = await load(
      'POST /api/createbookingTest',
      appUrl,
      { method: 'POST', paths: ['/api/createbookingTest'], bodyFor },
      settings,
    );
    return { ...figures, payment: 'cash, guest' };
  } catch (error) {
    log(`booking: n/a (${error.message})`);
    return { note: error.message };
  }
}
