/**
 * The server message language rule (issue 34): a French request (the app's `lang` cookie, or Accept-Language) gets
 * the server's refusals in French; an English request, or one naming no language, gets the spec's English.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPERATOR_CONFIG } from '../app';
import { createTestApp, postJson, type TestApp } from '../lib/testing';
import { SIGN_IN_FAILED } from './account';
import { sha256Hex } from './accountTestHelpers';

let testApp: TestApp;
let operatorDir: string;

beforeAll(async () => {
  operatorDir = await mkdtemp(path.join(tmpdir(), 'message-language-'));
  const operatorFile = path.join(operatorDir, 'operator.json');
  const demo = JSON.parse(await readFile(DEFAULT_OPERATOR_CONFIG, 'utf8')) as {
    configuration: Record<string, unknown>;
  };
  demo.configuration.languages = ['en-GB', 'fr'];
  await writeFile(operatorFile, JSON.stringify(demo));
  testApp = await createTestApp({ operatorConfigPath: operatorFile });
});
afterAll(async () => {
  await testApp.close();
  await rm(operatorDir, { recursive: true, force: true });
});

const wrongPassword = (headers: Record<string, string>) =>
  postJson(
    testApp.app,
    '/api/signIn',
    { email: 'nobody@example.com', passwordhash: sha256Hex('not-the-password') },
    headers,
  ).then((reply) => reply.json() as { Code?: number; code?: number; message: string; Message: string });

describe("the server's messages in the request's language", () => {
  it("answers a French page's request (its lang cookie) in French", async () => {
    const answer = await wrongPassword({ cookie: 'lang=fr', 'accept-language': 'en-GB' });
    expect(answer).toMatchObject({ Code: 2, Message: 'L’adresse e-mail ou le mot de passe est incorrect.' });
    expect(answer.message).toBe(answer.Message);
  });

  it("answers a French browser's request (Accept-Language) in French", async () => {
    const answer = await wrongPassword({ 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(answer.Message).toBe('L’adresse e-mail ou le mot de passe est incorrect.');
  });

  it("answers an English request, one naming no language, or one in a language not offered, in the spec's English", async () => {
    expect((await wrongPassword({ 'accept-language': 'en-GB' })).Message).toBe(SIGN_IN_FAILED);
    expect((await wrongPassword({})).Message).toBe(SIGN_IN_FAILED);
    expect((await wrongPassword({ 'accept-language': 'de-DE' })).Message).toBe(SIGN_IN_FAILED);
  });

  it("says the error shape's refusals (a 401) in French too", async () => {
    const reply = await testApp.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: 'lang=fr' } });
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({ code: 0, message: 'Veuillez vous reconnecter.' });
  });
});
