import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import { ClientError } from './errors';

/**
 * A NUL character or a lone UTF-16 surrogate cannot be stored by Postgres (text refuses NUL, jsonb refuses both),
 * and no honest client sends one. Matches either, anywhere in a string.
 */
const UNSTORABLE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE_TEXT.test(value);
}

/**
 * The dotted path ("passengers.0.name") of the first string, key included, that Postgres could not store, or
 * undefined when every one is fine. Walks without recursion, so a deeply nested body cannot overflow the stack.
 */
export function findUnstorableText(input: unknown): string | undefined {
  const pending: { value: unknown; path: string }[] = [{ value: input, path: '' }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return path;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (!isStorableText(key)) return childPath;
        pending.push({ value: child, path: childPath });
      }
    }
  }
  return undefined;
}

const REQUEST_PARTS = ['params', 'querystring', 'body'] as const;

function partValue(request: FastifyRequest, part: (typeof REQUEST_PARTS)[number]): unknown {
  if (part === 'params') return request.params;
  if (part === 'querystring') return request.query;
  return request.body;
}

/** One route as it was registered, for tools and tests that must cover every route. */
export interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
}

const routesByApp = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every route and method registered after installInputGuards. */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  return routesByApp.get(app) ?? [];
}

/**
 * Refuses, before any schema or handler sees it, a request whose path, query or body holds text Postgres cannot
 * store, with the spec's "{title} is invalid"; so every route, present or future, is covered by one check.
 * Also records the routes (registeredRoutes) so the property-based tests can drive each one.
 */
export function installInputGuards(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  routesByApp.set(app, routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods)
      routes.push({ method, url: route.url, schema: route.schema as RegisteredRoute['schema'] });
  });
  app.addHook('preValidation', async (request) => {
    for (const part of REQUEST_PARTS) {
      const path = findUnstorableText(partValue(request, part));
      // The path is made of the client's own keys: a long one is not repeated back.
      if (path !== undefined) throw new ClientError(400, `${path && path.length <= 80 ? path : part} is invalid`);
    }
  });
}
