import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { frameAncestorSources, licenceStanding } from '../domain/licence';
import { findLicence } from '../stores/licences';

/** The query parameter that names the licence a booking frame runs under (docs/embedding.md). */
export const EMBED_PARAM = 'embed';
/** Licences change rarely; a withdrawn one stops framing within this long on every process. */
const KEPT_MS = 30_000;
const KEPT_LICENCES = 200;
const FRAME_ANCESTORS = /frame-ancestors [^;]*/;

/**
 * Who may frame the app's pages (issue 17): by default only the origins FRAME_ANCESTORS names ('self'). A page asked
 * for as a booking frame (`?embed=TRACKINGCODE`) may also be framed by the domains of that licence, while it is
 * neither expired nor withdrawn; any other site's frame stays blank (CSP frame-ancestors). The frame still asks
 * `validate` itself, which says why it refuses.
 */
export function registerLicensedFraming(app: FastifyInstance, options: { db: Db; now: () => Date; base: string[] }) {
  const kept = new Map<string, { at: number; sources: string[] }>();

  async function licensedSources(trackingcode: string): Promise<string[]> {
    const key = trackingcode.trim().toLowerCase();
    const now = options.now();
    const hit = kept.get(key);
    if (hit && now.getTime() - hit.at < KEPT_MS) return hit.sources;
    const licence = await findLicence(options.db, key);
    const sources =
      licence && licenceStanding(licence, now) === 'valid' ? frameAncestorSources(licence.parentdomain) : [];
    if (kept.size >= KEPT_LICENCES) kept.clear();
    kept.set(key, { at: now.getTime(), sources });
    return sources;
  }

  app.addHook('onSend', async (request, reply, payload) => {
    const trackingcode = (request.query as Record<string, unknown> | undefined)?.[EMBED_PARAM];
    if (typeof trackingcode !== 'string' || !trackingcode || trackingcode.length > 64) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    const sources = await licensedSources(trackingcode);
    const policy = reply.getHeader('content-security-policy');
    if (!sources.length || typeof policy !== 'string') return payload;
    reply.header(
      'content-security-policy',
      policy.replace(FRAME_ANCESTORS, `frame-ancestors ${[...options.base, ...sources].join(' ')}`),
    );
    // X-Frame-Options cannot name other hosts, and frame-ancestors supersedes it.
    reply.removeHeader('x-frame-options');
    return payload;
  });
}
