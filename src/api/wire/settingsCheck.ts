/**
 * The page copy and service settings check (rules: settings-check; issue 31) of the operator document, shared by the
 * server's check of a file or a console save (server/domain/operatorConfig.ts) and by the console's form, so both
 * name the same field with the same words. The kinds of the top-level fields are the server's own check; this one
 * looks inside what a customer reads (the FAQ, Why Us, the airport copy, the footer's links and legal pages) and at
 * the values that would break a booking page while still being of the right kind. Each problem starts with its
 * field's dotted path. Pure.
 */
import { legalHtmlMessage } from './legalHtml';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const isWhole = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** A footer link opens in a new tab: only the web, never a script URL. */
const WEB_URL = /^https?:\/\/[^\s]+$/i;
/** An address the page fetches from: absolute on the web, or a path on this host. */
const URL_OR_PATH = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i;

/** Secret keys (Stripe's sk_ and rk_, any whsec_) belong in the server's environment, never in the browser. */
const SECRET_KEY = /^(sk|rk)_(live|test)_|^whsec_/i;

/** The public keys the console edits: each is sent to every customer's browser with the configuration. */
export const PUBLIC_KEY_FIELDS = ['GoogleApiKey', 'BingApiKey', 'PublicKey', 'cardproviderpublickey', 'PayPalClientId'];

function listProblems(
  where: string,
  list: unknown,
  fields: readonly string[],
  each?: (item: Record<string, unknown>, at: string) => string[],
): string[] {
  if (!Array.isArray(list)) return [`${where} must be an array`];
  return list.flatMap((item, i) => {
    const at = `${where}[${i}]`;
    if (!isObject(item)) return [`${at} must be an object`];
    const missing = fields.filter((field) => !filled(item[field])).map((field) => `${at}.${field} is required`);
    return [...missing, ...(each?.(item, at) ?? [])];
  });
}

/** Problems of configuration.content: the home page's sections and the footer's pages. */
export function contentProblems(content: unknown, where = 'configuration.content'): string[] {
  if (!isObject(content)) return [`${where} must be an object`];
  const problems: string[] = [];
  for (const field of ['tagline', 'quoteAndBook', 'contactUs']) {
    if (typeof content[field] !== 'string') problems.push(`${where}.${field} must be a string`);
  }
  problems.push(...listProblems(`${where}.faq`, content.faq, ['question', 'answer']));
  problems.push(...listProblems(`${where}.whyUs`, content.whyUs, ['title', 'text']));
  const airports = content.airportTransfers;
  if (!isObject(airports)) problems.push(`${where}.airportTransfers must be an object`);
  else {
    if (typeof airports.intro !== 'string') problems.push(`${where}.airportTransfers.intro must be a string`);
    problems.push(...listProblems(`${where}.airportTransfers.airports`, airports.airports, ['name', 'text']));
  }
  for (const field of ['conditionsOfUse', 'privacyNotice']) {
    const message = legalHtmlMessage(`${where}.${field}`, content[field]);
    if (message) problems.push(message);
  }
  return problems;
}

/** Problems of the settings a customer meets that the kinds alone let through; only fields of the right kind are looked at. */
export function serviceSettingsProblems(settings: Record<string, unknown>, where = 'configuration'): string[] {
  const problems: string[] = [];
  const at = (field: string) => `${where}.${field}`;
  if (Array.isArray(settings.sociallinks)) {
    problems.push(
      ...listProblems(at('sociallinks'), settings.sociallinks, ['name', 'url'], (link, linkAt) =>
        filled(link.url) && !WEB_URL.test(String(link.url).trim())
          ? [`${linkAt}.url must be a web address starting https://`]
          : [],
      ),
    );
  }
  const whole: [string, number, number, string][] = [
    ['quotetimeout', 1, 1440, 'a whole number of minutes from 1 to 1440'],
    ['minleadtime', 0, 10080, 'a whole number of minutes from 0 to 10080'],
    ['minPassengers', 1, 16, 'a whole number from 1 to 16'],
    ['minLuggages', 0, 16, 'a whole number from 0 to 16'],
  ];
  for (const [field, min, max, words] of whole) {
    if (typeof settings[field] === 'number' && !isWhole(settings[field], min, max)) {
      problems.push(`${at(field)} must be ${words}`);
    }
  }
  if (typeof settings.baselat === 'number' && Math.abs(settings.baselat) > 90)
    problems.push(`${at('baselat')} must be a latitude from -90 to 90`);
  if (typeof settings.baselng === 'number' && Math.abs(settings.baselng) > 180)
    problems.push(`${at('baselng')} must be a longitude from -180 to 180`);
  if (typeof settings.timezone === 'string' && !isTimeZone(settings.timezone))
    problems.push(`${at('timezone')} must be a time zone like Europe/London`);
  if (typeof settings.currencycode === 'string' && !/^[A-Z]{3}$/.test(settings.currencycode))
    problems.push(`${at('currencycode')} must be a three-letter currency code like GBP`);
  for (const field of ['ChatApiUrl', 'maplibrestyle', 'licencehost']) {
    const value = settings[field];
    if (typeof value === 'string' && value.trim() && !URL_OR_PATH.test(value.trim()))
      problems.push(`${at(field)} must be empty, a web address starting https:// or a path starting /`);
  }
  for (const field of PUBLIC_KEY_FIELDS) {
    if (typeof settings[field] === 'string' && SECRET_KEY.test(settings[field].trim()))
      problems.push(`${at(field)} must be a public key: a secret key belongs in the server's environment`);
  }
  return problems;
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return zone.trim() !== '';
  } catch {
    return false;
  }
}
