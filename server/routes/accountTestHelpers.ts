/** Helpers for the account, address book, history and security tests: sign in and call as a customer. */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '../lib/session';

export const sha256Hex = (password: string) => createHash('sha256').update(password).digest('hex');

export interface Reply {
  status: number;
  body: Record<string, unknown> & { code?: number; Code?: number; message?: string; Message?: string };
  cookies: { name: string; value: string; expires?: Date; httpOnly?: boolean; sameSite?: string; maxAge?: number }[];
}

/** One call; body objects are sent as JSON, strings as they are; cookie is the session token. */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { body?: unknown; cookie?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = `${SESSION_COOKIE}=${options.cookie}`;
  const response = await app.inject({
    method,
    url,
    headers,
    ...(options.body === undefined
      ? {}
      : { payload: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
  });
  return { status: response.statusCode, body: response.json(), cookies: response.cookies as Reply['cookies'] };
}

export interface SignedIn {
  cookie: string;
  custid: number;
  bookerid?: number;
  reply: Reply;
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  rememberme?: boolean,
): Promise<SignedIn> {
  const reply = await call(app, 'POST', '/api/signIn', {
    body: { email, passwordhash: sha256Hex(password), ...(rememberme === undefined ? {} : { rememberme }) },
  });
  const cookie = reply.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';
  const bookerid = reply.body.bookerid as number | undefined;
  return { cookie, custid: Number(reply.body.custid), ...(bookerid ? { bookerid } : {}), reply };
}
