import path from 'node:path';
import { readFile, stat } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WireConfiguration } from '../../src/api/wire/configuration';
import { PAGE_CHUNKS, pages, templateChunk } from '../../src/api/wire/site';
import { OPERATOR_PREVIEW_PARAM } from '../../src/api/wire/operator';
import { chosenTemplate, isTemplateName, TEMPLATE_PREVIEW_PARAM } from '../../src/api/wire/templates';
import {
  acceptedLanguages,
  chooseLocale,
  enabledLocales,
  LANGUAGE_PARAM,
  LOCALE_CODES,
  localeDirection,
  matchLocale,
  type Locale,
} from '../../src/api/wire/locales';
import type { EmbeddedMessages } from '../../src/i18n/catalogs';
import { namespacesForConsole, namespacesForPage } from '../../src/i18n/pageNamespaces';
import { embeddedMessagesScript } from '../../src/i18n/embedded';
import type { OperatorConfigStore } from '../domain/operatorConfig';
import { embeddedMessages } from '../services/messageCatalogs';
import { wireConfiguration } from './configuration';
import { startScriptsAfterFirstPaint } from './deferredScripts';
import { routeHasParams, spaRouteFor } from './spaRoutes';

export type RenderPage = (
  url: string,
  config: WireConfiguration,
  messages: EmbeddedMessages,
) => Promise<{ html: string; head: string } | null>;

export interface SpaDeps {
  staticDir: string;
  operatorConfig: OperatorConfigStore;
  now: () => Date;
  renderPage?: RenderPage;
}

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/**
 * A rendered page is kept per route, not per URL: see `registerSpa`. An edit of the operator document makes it out
 * of date at once (the store's version); this age only renews the server time the page embeds.
 */
const PAGE_CACHE_MS = 5000;
/** Routes times (exact path or not): a bound the keys never reach, kept as a safety net. */
const PAGE_CACHE_MAX_ENTRIES = 500;
const APP_HTML_MARKER = '<!--app-html-->';

/** The page addresses rule (rules: routes): `sandbox=true` or `runmode=test` in a page's query puts it in the payment gateway's test mode. */
export function inTestMode(query: unknown): boolean {
  const { sandbox, runmode } = (query ?? {}) as Record<string, unknown>;
  return (
    (typeof sandbox === 'string' && sandbox.toLowerCase() === 'true') ||
    (typeof runmode === 'string' && runmode.toLowerCase() === 'test')
  );
}

/** The embedded configuration document (the operator configuration rule, rules: configuration), safe inside a script element. */
export function configScript(config: unknown): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="app-config">${json}</script>`;
}

/** A page asked for as a client site's booking frame (`?embed=CODE`, docs/embedding.md). */
function isFrameRequest(request: FastifyRequest): boolean {
  const code = (request.query as Record<string, unknown> | undefined)?.embed;
  return typeof code === 'string' && code.trim() !== '';
}

/** The operator console's page (issue 31): not in the site's route table, its own build (rsbuild.config.ts). */
const OPERATOR_ROUTE = '/operator';
const isOperatorPath = (pathname: string) => ['/operator', '/operator.html'].includes(pathname.toLowerCase());

/** A page asked for as the console's preview frame (`?operatorpreview`, the draft preview rule, rules: draft-preview). */
function isOperatorPreview(request: FastifyRequest): boolean {
  return (request.query as Record<string, unknown> | undefined)?.[OPERATOR_PREVIEW_PARAM] !== undefined;
}

/** Escapes a URL for a double-quoted HTML attribute. */
const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Puts the configuration (and, when the page was prerendered, its head and markup) into the index.html shell, and
 * has the page's own lazily loaded scripts (`preloads`) fetched beside the initial ones. Pure.
 */
export function composePage(
  shell: string,
  config: unknown,
  rendered: { html: string; head: string } | null,
  preloads: readonly string[] = [],
  messages?: EmbeddedMessages,
): string {
  // A page the browser renders alone shows nothing before its scripts, so its own chunks are fetched from the start;
  // a prerendered page fetches them after its first paint, with its other scripts.
  const preloadLinks = rendered
    ? ''
    : preloads.map((src) => `<link rel="preload" as="script" href="${attribute(src)}">`).join('');
  const headExtra =
    (rendered?.head ?? '') + configScript(config) + (messages ? embeddedMessagesScript(messages) : '') + preloadLinks;
  // Replacer functions, so "$" in the inserted text is never read as a replacement pattern.
  // A prerendered head names the page; it replaces the shell's generic title.
  const titled = rendered?.head.includes('<title>') ? shell.replace(/<title>[^<]*<\/title>/, '') : shell;
  // The language rule (rules: language): the page is in its language, and right to left where it is written so,
  // from the first paint.
  const base = messages
    ? titled.replace(/<html[^>]*>/, () => `<html lang="${messages.locale}" dir="${localeDirection(messages.locale)}">`)
    : titled;
  const page = base.replace('</head>', () => `${headExtra}</head>`);
  if (!rendered) return page;
  return startScriptsAfterFirstPaint(
    page.replace(APP_HTML_MARKER, () => rendered.html),
    preloads,
  );
}

/** The configured template and those the operator lets `?template=` preview (as the app's configuration mapping). */
function operatorTemplates(operator: { configuration: { template?: unknown; templates?: unknown } }) {
  const { template, templates } = operator.configuration;
  const configured = isTemplateName(template) ? template : 'wizard';
  const listed = Array.isArray(templates) ? templates.filter(isTemplateName) : [];
  return { configured, enabled: [configured, ...listed] };
}

/** The template a booking-page request previews, or null when it shows the configured one (or is another page). */
export function previewTemplate(
  route: string,
  templates: ReturnType<typeof operatorTemplates>,
  url: string,
): string | null {
  const isBookingPage = pages.some((page) => page.id === 'booking' && page.paths.some((p) => `/${p}` === route));
  if (!isBookingPage) return null;
  const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  const name = chosenTemplate(templates.configured, templates.enabled, search);
  return name === templates.configured ? null : name;
}

const routePage = (route: string) => pages.find((candidate) => candidate.paths.some((p) => `/${p}` === route));

/** The lazily loaded chunk that holds a route's page (src/api/wire/site.ts); the booking page's is its template's. */
function pageChunk(route: string, template: string): string | undefined {
  const page = routePage(route);
  if (!page) return undefined;
  return page.id === 'booking' ? templateChunk(template) : PAGE_CHUNKS[page.id];
}

/**
 * The language rule (rules: language) for a page request: `?lang=`, the session's choice (its cookie), the browser's
 * Accept-Language, the operator's first language. `keep` when the address asked for an enabled language.
 */
export function pageLocale(request: FastifyRequest, enabled: readonly Locale[]): { locale: Locale; keep: boolean } {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const param = typeof query[LANGUAGE_PARAM] === 'string' ? (query[LANGUAGE_PARAM] as string) : null;
  const chosen = request.cookies?.[LANGUAGE_PARAM] ?? null;
  const locale = chooseLocale(
    { param, chosen, browser: acceptedLanguages(request.headers['accept-language']) },
    enabled,
  );
  return { locale, keep: param !== null && matchLocale(param, enabled) === locale && chosen !== locale };
}

interface KeptPage {
  at: number;
  version: number;
  body: Promise<string>;
}

/** Serves the built SPA: hashed assets, other public files, app routes with index.html, and redirects the rest. */
export async function registerSpa(app: FastifyInstance, deps: SpaDeps): Promise<void> {
  const root = path.resolve(deps.staticDir);
  const indexPath = path.join(root, 'index.html');
  // The booking frame's page (docs/embedding.md): its own entry, never prerendered (it shows nothing before the
  // licence check). A build without it (tests' small builds) serves the shell.
  // The operator console's page and its preview frames likewise (issue 31).
  const ownShells = {
    frame: path.join(root, 'frame', 'frame.html'),
    operator: path.join(root, 'operator', 'operator.html'),
  };
  let shell: { mtimeMs: number; text: string } | null = null;
  const kept: Partial<Record<keyof typeof ownShells, { mtimeMs: number; text: string }>> = {};
  const pageCache = new Map<string, KeptPage>();
  const chunkGroupsPath = path.join(root, 'chunk-groups.json');
  let chunkGroups: { mtimeMs: number; files: Record<string, string[]> } | null = null;

  /** The build's lazily loaded chunks and their files (rsbuild.config.ts); none for a build without the list. */
  async function readChunkGroups(): Promise<Record<string, string[]>> {
    const found = await stat(chunkGroupsPath).catch(() => null);
    if (!found) return {};
    if (!chunkGroups || chunkGroups.mtimeMs !== found.mtimeMs) {
      let files: Record<string, string[]> = {};
      try {
        files = JSON.parse(await readFile(chunkGroupsPath, 'utf8')) as Record<string, string[]>;
      } catch {
        // A list half written by a build in progress: pages are served without preloads until it is whole.
      }
      chunkGroups = { mtimeMs: found.mtimeMs, files };
    }
    return chunkGroups.files;
  }

  async function readShell(): Promise<string> {
    const { mtimeMs } = await stat(indexPath);
    if (!shell || shell.mtimeMs !== mtimeMs) {
      shell = { mtimeMs, text: await readFile(indexPath, 'utf8') };
      pageCache.clear();
    }
    return shell.text;
  }

  async function readOwnShell(which: keyof typeof ownShells): Promise<string> {
    const found = await stat(ownShells[which]).catch(() => null);
    if (!found) return readShell();
    const now = kept[which];
    if (now && now.mtimeMs === found.mtimeMs) return now.text;
    const text = await readFile(ownShells[which], 'utf8');
    kept[which] = { mtimeMs: found.mtimeMs, text };
    return text;
  }

  async function composeRoute(
    request: FastifyRequest,
    renderUrl: string | null,
    shellText: string,
    config: WireConfiguration,
    preloads: readonly string[],
    messages: EmbeddedMessages,
  ): Promise<string> {
    let rendered: { html: string; head: string } | null = null;
    if (deps.renderPage && renderUrl) {
      try {
        rendered = await deps.renderPage(renderUrl, config, messages);
      } catch (error) {
        // A failed prerender still leaves a working page: the client renders it on its own.
        request.log.error({ err: error }, 'prerender failed; serving the bare shell');
      }
    }
    return composePage(shellText, config, rendered, preloads, messages);
  }

  /**
   * One page per route pattern (as spelled in the route table or not) and operator document, never per raw URL: every new query string or case spelling costing a server render let ten connections asking
   * `booking.html?x=<random>` starve the API (issue 10). Requests that arrive while a page renders share that render.
   * Pages whose path carries an id (`/ticket/:id`) are never prerendered: their content is per id, the cache per route.
   * A `?template=NAME` preview of the booking page is rendered as that template, so nothing swaps after the first
   * paint; the names are the operator's enabled templates (a few), so previews cannot be used to force renders.
   */
  async function buildPage(request: FastifyRequest, pathname: string, route: string, locale: Locale): Promise<string> {
    const own = isFrameRequest(request)
      ? 'frame'
      : route === OPERATOR_ROUTE || isOperatorPreview(request)
        ? 'operator'
        : null;
    const framed = own !== null;
    const shellText = own ? await readOwnShell(own) : await readShell();
    const operator = await deps.operatorConfig.get();
    const version = deps.operatorConfig.version;
    const renderable = !framed && pathname === route && !routeHasParams(route);
    // The page addresses rule (rules: routes) test mode (?sandbox=true, ?runmode=test): the page's embedded configuration is the pricing calls rule's (rules: call-pricing) sandbox=true answer.
    const testMode = inTestMode(request.query);
    const templates = operatorTemplates(operator);
    const preview = framed ? null : previewTemplate(route, templates, request.url);
    const key = `${route} ${locale} ${own ?? (renderable ? 'render' : 'shell')}${testMode ? ' test' : ''}${preview ? ` ${preview}` : ''}`;
    const chunk = framed ? undefined : pageChunk(route, preview ?? templates.configured);
    const preloads = chunk ? ((await readChunkGroups())[chunk] ?? []) : [];
    // From here to the cache's entry nothing waits, so requests that arrive together share one render.
    const kept = pageCache.get(key);
    if (kept && kept.version === version && Date.now() - kept.at < PAGE_CACHE_MS) return kept.body;

    // The UK airports list (the pricing calls rule (rules: call-pricing) airports=true) stays out of the page: the flight dialog fetches it when needed.
    const config = {
      ...wireConfiguration(operator, deps.now(), { airports: false, sandbox: testMode }),
      vehTypes: operator.vehicleTypes,
    };
    const renderUrl = preview ? `${route}?${TEMPLATE_PREVIEW_PARAM}=${preview}` : route;
    const namespaces = route === OPERATOR_ROUTE ? namespacesForConsole() : namespacesForPage(routePage(route)?.id);
    const messages = embeddedMessages(locale, namespaces, operator.messages);
    const body = composeRoute(request, renderable ? renderUrl : null, shellText, config, preloads, messages);
    if (pageCache.size >= PAGE_CACHE_MAX_ENTRIES) pageCache.clear();
    pageCache.set(key, { at: Date.now(), version, body });
    body.catch(() => pageCache.delete(key));
    return body;
  }

  await app.register(fastifyStatic, {
    root,
    serve: false,
    index: false,
    cacheControl: false,
    setHeaders(target, filePath) {
      const relative = path.relative(root, filePath).split(path.sep).join('/');
      const value = /^((frame|operator)\/)?static\//.test(relative) ? IMMUTABLE_CACHE : 'no-cache';
      // @fastify/static 10 hands over the Fastify reply, though its types still name a ServerResponse.
      const headerTarget = target as unknown as {
        header?: (k: string, v: string) => void;
        setHeader?: (k: string, v: string) => void;
      };
      if (headerTarget.header) headerTarget.header('Cache-Control', value);
      else headerTarget.setHeader?.('Cache-Control', value);
    },
  });

  async function sendPage(request: FastifyRequest, reply: FastifyReply, pathname: string, route: string) {
    const operator = await deps.operatorConfig.get();
    // The console speaks any of the app's languages to the operator, and its preview frame any language a draft may
    // enable (the draft preview rule); neither is the site's language, so neither keeps the session's choice.
    const consolePage = route === OPERATOR_ROUTE || isOperatorPreview(request);
    const chosen = pageLocale(request, consolePage ? LOCALE_CODES : enabledLocales(operator.configuration.languages));
    const { locale } = chosen;
    const keep = chosen.keep && !consolePage;
    // The language rule (rules: language): a language asked for by a link is kept for the session.
    if (keep) reply.setCookie(LANGUAGE_PARAM, locale, { path: '/', sameSite: 'lax', httpOnly: false });
    const body = await buildPage(request, pathname, route, locale);
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Language, Cookie')
      .type('text/html; charset=utf-8')
      .send(body);
  }

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0];
    if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();
    const route = spaRouteFor(pathname) ?? (isOperatorPath(pathname) ? OPERATOR_ROUTE : undefined);
    if (route) return sendPage(request, reply, pathname, route);
    if (pathname.endsWith('/') || pathname.toLowerCase().endsWith('.html')) return reply.redirect('/booking.html', 302);
    // Anything else may be a file of the build; @fastify/static calls the not-found handler when it is not.
    return reply.sendFile(pathname.slice(1));
  });
}
