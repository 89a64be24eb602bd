import { readFile, stat } from 'node:fs/promises';
import type { WireConfiguration } from '../../src/api/wire/configuration';
import type { WireVehicleType } from '../../src/api/wire/route-pricing';
import { bookingPolicyProblems } from '../../src/api/wire/bookingPolicy';
import { TEMPLATE_NAMES, isTemplateName } from '../../src/api/wire/templates';
import { brandProblems } from '../../src/api/wire/brandCheck';
import { isLocale, LOCALE_CODES } from '../../src/api/wire/locales';
import { messageOverrideProblems, type MessageOverrides } from '../../src/i18n/messageOverrides';
import { SOURCE_MESSAGES } from '../../src/i18n/sourceTranslator';
import { contentProblems, serviceSettingsProblems } from '../../src/api/wire/settingsCheck';
import { PAYMENT_GATEWAY_NAMES } from '../gateways/payments';
import { bookerTermsProblems, type BookerTerms } from './bookerAccounts';
import type { CurrencyRates, Tariff } from './pricing';
import type { PromoCode } from './promo';
import { tariffProblems } from './pricingConfig';
import { limitProblems, type DocumentLimits } from '../guards/limitSettings';

/** What the operator writes in the file: the configuration minus the fields the server fills per request. */
export type OperatorSettings = Omit<WireConfiguration, 'code' | 'message' | 'servertime' | 'airports'>;

/** The vehicle types rule (rules: vehicle-types) vehicle type, as GET /api/vehicletypes sends it: the client's wire type, so the two cannot drift. */
export type VehicleType = WireVehicleType;

export interface PriceItem {
  price: number;
  description: string;
}

/** One of the three price categories of GET /api/prices. */
export interface PriceCategory {
  category: string;
  items: PriceItem[];
}

export interface OperatorConfig {
  configuration: OperatorSettings;
  vehicleTypes: VehicleType[];
  prices: PriceCategory[];
  /** The pricing engine's rates (docs/tariff.md). */
  tariff: Tariff;
  /** 1 GBP in each currency the operator quotes in. */
  currencyRates: CurrencyRates;
  promoCodes: PromoCode[];
  /** Commission and cost-centre rules per booker (server/domain/bookerAccounts.ts); optional. */
  bookers?: BookerTerms;
  /** The rate limits, each optional (server/guards/limitSettings.ts, docs/security.md); absent ones keep their defaults. */
  limits?: DocumentLimits;
  /** The operator's own wording per language, replacing catalog messages (docs/languages.md); optional. */
  messages?: MessageOverrides;
}

type Kind = 'string' | 'number' | 'boolean' | 'object' | 'array';

/** Every field the operator must fill, with its kind; optional fields are checked only when present. */
const settingsFields: Record<keyof OperatorSettings, Kind> = {
  company: 'string',
  about: 'string',
  phone: 'string',
  email: 'string',
  skypeid: 'string',
  address: 'string',
  mapsource: 'string',
  searchapi: 'string',
  baselat: 'number',
  baselng: 'number',
  BingApiKey: 'string',
  GoogleApiKey: 'string',
  PublicKey: 'string',
  maplibrestyle: 'string',
  ChatApiUrl: 'string',
  autoopenchat: 'boolean',
  quotetimeout: 'number',
  minleadtime: 'number',
  paymentgateway: 'string',
  cardproviderpublickey: 'string',
  defaultpaymentmethod: 'string',
  IsCashAllowed: 'boolean',
  IsCardAllowed: 'boolean',
  IsPaypalAllowed: 'boolean',
  PayPalClientId: 'string',
  showpet: 'boolean',
  showsmallchildseat: 'boolean',
  showlargechildseat: 'boolean',
  showotherequipment: 'boolean',
  defaultvehicletypeid: 'number',
  ShowSignupFirst: 'boolean',
  CanCancelBooking: 'boolean',
  bookingpolicy: 'object',
  sociallinks: 'array',
  allowGuest: 'boolean',
  flightInline: 'boolean',
  allowFlightNull: 'boolean',
  minPassengers: 'number',
  minLuggages: 'number',
  popuppayment: 'object',
  title: 'string',
  template: 'string',
  templates: 'array',
  currencycode: 'string',
  timezone: 'string',
  minutestep: 'number',
  brand: 'object',
  content: 'object',
  licencehost: 'string',
  languages: 'array',
};
const optionalSettings = new Set<string>(['maplibrestyle', 'templates', 'bookingpolicy', 'languages']);

const vehicleFields: Record<keyof VehicleType, Kind> = {
  vehtypeid: 'number',
  typename: 'string',
  description: 'string',
  image: 'string',
  noofhandbags: 'number',
  noofluggeges: 'number',
  noofpassengers: 'number',
  maxluggage: 'number',
};

const mapSources = ['google', 'bing', 'maplibre'];
/** The picker limits rule (rules: picker-limits): the minute step's options are 0, 15, 30 and 60, with 1 (every minute) the default. */
const minuteSteps = [0, 1, 15, 30, 60];
const paymentMethods = ['card', 'cash', 'paypal', 'stripe', 'account'];

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  return typeof value;
}

function checkFields(
  where: string,
  value: Record<string, unknown>,
  fields: Record<string, Kind>,
  optional = new Set<string>(),
): string[] {
  const problems: string[] = [];
  for (const [name, kind] of Object.entries(fields)) {
    if (value[name] === undefined) {
      if (!optional.has(name)) problems.push(`${where}.${name} is missing`);
    } else if (kindOf(value[name]) !== kind || (kind === 'number' && !Number.isFinite(value[name]))) {
      problems.push(`${where}.${name} must be ${kind === 'array' ? 'an array' : `a ${kind}`}`);
    }
  }
  return problems;
}

/** Lists what is wrong with an operator file's content; empty means it is usable. Pure. */
export function operatorConfigProblems(input: unknown): string[] {
  if (kindOf(input) !== 'object') return ['the file must hold a JSON object'];
  const doc = input as Record<string, unknown>;
  const problems: string[] = [];
  if (kindOf(doc.configuration) !== 'object') problems.push('configuration must be an object');
  else {
    const settings = doc.configuration as Record<string, unknown>;
    problems.push(...checkFields('configuration', settings, settingsFields, optionalSettings));
    if (!isTemplateName(settings.template))
      problems.push(`configuration.template must be one of ${TEMPLATE_NAMES.join(', ')}`);
    const previewable = Array.isArray(settings.templates) ? (settings.templates as unknown[]) : [];
    if (!previewable.every(isTemplateName))
      problems.push(`configuration.templates may list only ${TEMPLATE_NAMES.join(', ')}`);
    if (Array.isArray(settings.languages) && (settings.languages.length === 0 || !settings.languages.every(isLocale)))
      problems.push(`configuration.languages must list one or more of ${LOCALE_CODES.join(', ')}`);
    if (!mapSources.includes(settings.mapsource as string))
      problems.push(`configuration.mapsource must be one of ${mapSources.join(', ')}`);
    // The server charges cards through this gateway: one it does not have must stop the start, not the first payment.
    if (typeof settings.paymentgateway === 'string' && !PAYMENT_GATEWAY_NAMES.includes(settings.paymentgateway)) {
      problems.push(`configuration.paymentgateway must be one of ${PAYMENT_GATEWAY_NAMES.join(', ')}`);
    }
    if (!paymentMethods.includes(settings.defaultpaymentmethod as string)) {
      problems.push(`configuration.defaultpaymentmethod must be one of ${paymentMethods.join(', ')}`);
    }
    if (typeof settings.minutestep === 'number' && !minuteSteps.includes(settings.minutestep)) {
      problems.push(`configuration.minutestep must be one of ${minuteSteps.join(', ')}`);
    }
    problems.push(...bookingPolicyProblems(settings.bookingpolicy));
    // The brand check, shared with the console's form (src/api/wire/brandCheck.ts).
    if (kindOf(settings.brand) === 'object') problems.push(...brandProblems(settings.brand));
    // What a customer reads and the values a page breaks on, shared with the console (src/api/wire/settingsCheck.ts).
    if (kindOf(settings.content) === 'object') problems.push(...contentProblems(settings.content));
    problems.push(...serviceSettingsProblems(settings));
  }
  if (!Array.isArray(doc.vehicleTypes) || doc.vehicleTypes.length === 0)
    problems.push('vehicleTypes must be a non-empty array');
  else {
    doc.vehicleTypes.forEach((v, i) => {
      if (kindOf(v) !== 'object') problems.push(`vehicleTypes[${i}] must be an object`);
      else problems.push(...checkFields(`vehicleTypes[${i}]`, v as Record<string, unknown>, vehicleFields));
    });
  }
  if (!Array.isArray(doc.prices)) problems.push('prices must be an array');
  else {
    doc.prices.forEach((c, i) => {
      const category = c as Partial<PriceCategory>;
      if (typeof category?.category !== 'string') problems.push(`prices[${i}].category must be a string`);
      if (!Array.isArray(category?.items)) problems.push(`prices[${i}].items must be an array`);
      else if (
        category.items.some((item) => typeof item?.price !== 'number' || typeof item?.description !== 'string')
      ) {
        problems.push(`prices[${i}].items must each have a number price and a string description`);
      }
    });
  }
  problems.push(...tariffProblems(doc));
  problems.push(...bookerTermsProblems(doc.bookers));
  problems.push(...limitProblems(doc.limits));
  problems.push(...messageOverrideProblems(doc.messages, SOURCE_MESSAGES));
  return problems;
}

export function parseOperatorConfig(text: string, source: string): OperatorConfig {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`Operator configuration ${source} is not valid JSON: ${(error as Error).message}`);
  }
  const problems = operatorConfigProblems(parsed);
  if (problems.length) throw new Error(`Operator configuration ${source} is invalid: ${problems.join('; ')}`);
  return parsed as OperatorConfig;
}

export interface OperatorConfigStore {
  /** The latest valid configuration; re-read when the file changes (or the path's symlink points elsewhere). */
  get(): Promise<OperatorConfig>;
  /**
   * Which document `get()` last answered: a new number every time a changed file is loaded, so whatever is built
   * from the configuration (the prerendered pages) can tell that it is out of date.
   */
  readonly version: number;
  readonly path: string;
}

interface Logger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * A file is taken as changed when any of these differ: an edit changes the time and usually the size, and a
 * symlink re-pointed at another operator's document (switching operators without a restart) changes the inode.
 */
function fileIdentity(info: { ino: number; size: number; mtimeMs: number }): string {
  return `${info.ino}:${info.size}:${info.mtimeMs}`;
}

/** How often at most the file is stat'ed; edits show within this time without a restart. */
const RECHECK_MS = 500;

/**
 * `refresh` run at most once every `recheckMs` (from now), however many callers ask at once: they all wait for the
 * one run in flight. What both operator stores (the file's, the database's versions) check on each request.
 */
export function atMostEvery(recheckMs: number, refresh: () => Promise<void>): () => Promise<void> {
  let checkedAt = Date.now();
  let pending: Promise<void> | null = null;
  return async () => {
    if (Date.now() - checkedAt < recheckMs) return;
    checkedAt = Date.now();
    pending ??= refresh().finally(() => {
      pending = null;
    });
    await pending;
  };
}

/**
 * Loads the operator file now (throwing if it is unusable, so a bad file stops the start) and keeps it fresh:
 * a later edit that breaks the file is logged and the last good configuration stays in use.
 */
export async function loadOperatorConfig(
  filePath: string,
  options: { log?: Logger; recheckMs?: number } = {},
): Promise<OperatorConfigStore> {
  const { log, recheckMs = RECHECK_MS } = options;
  let identity = fileIdentity(await stat(filePath));
  let current = parseOperatorConfig(await readFile(filePath, 'utf8'), filePath);
  let version = 1;

  async function refresh(): Promise<void> {
    try {
      const info = await stat(filePath);
      if (fileIdentity(info) === identity) return;
      identity = fileIdentity(info);
      current = parseOperatorConfig(await readFile(filePath, 'utf8'), filePath);
      version += 1;
      log?.info({ file: filePath, version }, 'operator configuration reloaded');
    } catch (error) {
      log?.warn(
        { file: filePath, err: (error as Error).message },
        'operator configuration not reloaded; keeping the last good one',
      );
    }
  }

  const fresh = atMostEvery(recheckMs, refresh);

  return {
    path: filePath,
    get version() {
      return version;
    },
    async get() {
      await fresh();
      return current;
    },
  };
}
