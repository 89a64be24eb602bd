import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { findLicence } from '../stores/licences';

/** The widget's source (plain TypeScript, no imports), compiled once per process (docs/embedding.md). */
const EMBED_SOURCE = fileURLToPath(new URL('../../src/embed/embed.ts', import.meta.url));
const DEMO_PAGES_DIR = fileURLToPath(new URL('../demo/', import.meta.url));
const DEMO_PAGES = ['hotel.html', 'venue.html'];

let compiled: Promise<string> | undefined;

/** embed.js: minified for browsers a client site's visitors use; esbuild is the compiler the server build runs on. */
export function compileEmbedScript(): Promise<string> {
  compiled ??= (async () => {
    const esbuild = await import('esbuild');
    const { code } = await esbuild.transform(await readFile(EMBED_SOURCE, 'utf8'), {
      loader: 'ts',
      minify: true,
      target: 'es2019',
      format: 'iife',
      legalComments: 'none',
    });
    return code;
  })();
  compiled.catch(() => {
    compiled = undefined;
  });
  return compiled;
}

/**
 * The embeddable widget (issue 17): `/embed.js`, which client sites load from the operator's origin, and the demo
 * client site `/demo/hotel.html`, which loads it from the origin the HOTEL licence names (the app's own), so opened
 * on another host name it is a client site of its own.
 */
export function registerEmbedRoutes(app: FastifyInstance, deps: { db: Db }): void {
  app.get('/embed.js', async (_request, reply) => {
    return (
      reply
        .type('application/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        // Client sites on other origins load it as a script.
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(await compileEmbedScript())
    );
  });

  for (const page of DEMO_PAGES)
    app.get(`/demo/${page}`, async (request, reply) => {
      const licence = await findLicence(deps.db, 'HOTEL');
      const operator = new URL(licence?.baseurl ?? '/', `http://${request.hostname}`).origin;
      const html = (await readFile(`${DEMO_PAGES_DIR}${page}`, 'utf8')).replaceAll('{{OPERATOR}}', operator);
      // The client site's own policy: its scripts and the operator's, frames from the operator alone. The inline
      // listener's hash is added by the security headers' hook (server/guards/securityHeaders.ts).
      const self = "'self'";
      return reply
        .type('text/html; charset=utf-8')
        .header(
          'content-security-policy',
          [
            `default-src ${self}`,
            `script-src ${self} ${operator}`,
            `frame-src ${operator}`,
            `style-src ${self} 'unsafe-inline'`,
            `img-src ${self} data:`,
            "object-src 'none'",
            `base-uri ${self}`,
            "frame-ancestors 'none'",
          ].join(';'),
        )
        .send(html);
    });
}
