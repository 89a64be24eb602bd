/**
 * The server's messages in the request's language (issue 34; the server message language rule): the routes keep
 * the spec's English (the verbatim messages rule, rules: messages), on which many clients and tests rely, and the
 * answer's `message`/`Message` and its warnings' messages are said again in the request's language by their English
 * source text, looked up in the `server` catalog's source. A text the catalog does not know stays as it is. Pure.
 */
import serverSource from '../../src/i18n/locales/en-GB/server.json';
import type { MessageId, MessageValues } from '../../src/i18n/catalogs';
import type { Translator } from '../../src/i18n/translator';

interface Pattern {
  id: MessageId;
  pattern: RegExp;
  values(match: RegExpExecArray): MessageValues;
}

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** A message with plain `{name}` placeholders, as a pattern that reads the values back out of its English. */
function patternOf(id: MessageId, source: string): Pattern {
  const names: string[] = [];
  const body = escape(source).replace(/\{(\w+)\}/g, (_all, name: string) => {
    names.push(name);
    return '(.+?)';
  });
  return {
    id,
    pattern: new RegExp(`^${body}$`, 's'),
    values: (match) => Object.fromEntries(names.map((name, i) => [name, match[i + 1]])),
  };
}

const exact = new Map<string, MessageId>();
const patterns: Pattern[] = [
  // The throttling message counts minutes (server/guards/rateLimits.ts, TOO_MANY_REQUESTS).
  {
    id: 'server.tooManyAttempts',
    pattern: /^Too many attempts\. Please try again in (\d+) minutes?\.$/,
    values: (match) => ({ count: Number(match[1]) }),
  },
];
for (const [id, source] of Object.entries(serverSource) as [MessageId, string][]) {
  if (!source.includes('{')) exact.set(source, id);
  else if (!/\{\w+,/.test(source)) patterns.push(patternOf(id, source));
}

/** One English message in the translator's language; unknown texts, and any text in English, come back unchanged. */
export function localMessage(text: string, words: Translator): string {
  if (!text || words.locale === 'en-GB') return text;
  const id = exact.get(text);
  if (id) return words.t(id);
  for (const { id: patternId, pattern, values } of patterns) {
    const match = pattern.exec(text);
    if (match) return words.t(patternId, values(match));
  }
  return text;
}

type Answer = Record<string, unknown>;

/**
 * An answer of the API with its messages in the translator's language: `message` and `Message` (the spec's error
 * shape and results), and each of `warnings`' messages (the booking checks rule). A new object; null when nothing
 * changed, so the caller can send the original bytes.
 */
export function localAnswer(answer: unknown, words: Translator): Answer | null {
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return null;
  const source = answer as Answer;
  const out: Answer = { ...source };
  let changed = false;
  for (const key of ['message', 'Message']) {
    const text = source[key];
    if (typeof text !== 'string') continue;
    const local = localMessage(text, words);
    if (local !== text) {
      out[key] = local;
      changed = true;
    }
  }
  if (Array.isArray(source.warnings)) {
    out.warnings = source.warnings.map((warning: unknown) => {
      if (!warning || typeof warning !== 'object') return warning;
      const text = (warning as Answer).message;
      if (typeof text !== 'string') return warning;
      const local = localMessage(text, words);
      if (local === text) return warning;
      changed = true;
      return { ...(warning as Answer), message: local };
    });
  }
  return changed ? out : null;
}
