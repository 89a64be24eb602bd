// HAProxy's configuration for npm run cluster (scripts/cluster.mjs): one port in front of the API processes, no
// sticky sessions (everything a later request needs is in the database, docs/server.md), health checks on /healthz.

/**
 * Requests a retry may send a second time after a process died while it held them: reads, the hub's negotiation,
 * a quotation (a second quote is harmless) and a booking (stored once per requestid, the booking-once rule). Any
 * other write that met a dead process is answered 502 rather than possibly done twice.
 */
const RETRYABLE = [
  'acl retryable method GET HEAD OPTIONS',
  'acl retryable path /api/quotation /api/createbookingTest /hubs/tracking/negotiate',
];

/**
 * `servers`: { name, port } of each API process on `host`. `statsSocket`: a path for HAProxy's admin socket
 * (its counters, for the bench).
 */
export function haproxyConfig({ host, port, servers, statsSocket }) {
  const serverLines = (track) =>
    servers.map(({ name, port: serverPort }) =>
      track
        ? `  server ${name} ${host}:${serverPort} track api/${name}`
        : `  server ${name} ${host}:${serverPort} check`,
    );
  return [
    'global',
    '  maxconn 4096',
    ...(statsSocket ? [`  stats socket ${statsSocket} mode 600 level admin`] : []),
    '',
    'defaults',
    '  mode http',
    // The client's address for the API's rate limits (it trusts X-Forwarded-For from loopback: TRUST_PROXY).
    '  option forwardfor',
    '  timeout connect 1s',
    // Above the API's own 30 s request timeout, so the API answers its 408 first.
    '  timeout server 35s',
    // Above the API's 72 s keep-alive, which stays the one that closes an idle connection.
    '  timeout client 75s',
    '  timeout http-keep-alive 75s',
    // A WebSocket (the tracking hub) lives as long as the customer follows the trip; the hub pings every 15 s.
    '  timeout tunnel 1h',
    '  timeout queue 5s',
    // A request that met a dead or closing process goes to another: 3 tries, each on the next process.
    '  retries 3',
    '  option redispatch 1',
    // Health: a process is out after 2 failed checks 250 ms apart once one failed; back after 2 good ones.
    '  default-server inter 1s fastinter 250ms downinter 1s fall 2 rise 2',
    '',
    'frontend app',
    `  bind ${host}:${port}`,
    ...RETRYABLE.map((line) => `  ${line}`),
    '  use_backend api if retryable',
    '  default_backend api_writes',
    '',
    // Round robin and no cookie: no sticky sessions.
    'backend api',
    '  balance roundrobin',
    '  option httpchk GET /healthz',
    '  http-check expect status 200',
    // Besides a refused connection: an empty answer or none in time (the process died holding it), and 503 (the
    // API sheds load, or is shutting down, before any route has run).
    '  retry-on conn-failure empty-response response-timeout 503',
    ...serverLines(false),
    '',
    // The same processes, their health read from `api`'s checks: only what never reached a route is retried.
    'backend api_writes',
    '  balance roundrobin',
    '  retry-on conn-failure 503',
    ...serverLines(true),
    '',
  ].join('\n');
}
