import type { WireOperatorDocument } from '@/api/wire/operator';
import type { MessageId, Translator } from '@/i18n';

type Settings = WireOperatorDocument['configuration'];

/**
 * The service settings and page copy the console edits beside the brand and switches (issue 31): which field each
 * control edits and its label, so a problem the shared check or the server names lands beside its control with the
 * label the operator reads. Pure data and helpers.
 */

export interface SettingField {
  path: keyof Settings & string;
  /** The control's label and hint, as message ids of the operator catalog. */
  label: MessageId;
  hint?: MessageId;
  kind: 'text' | 'number' | 'switch';
}

/** Times and counts a booking is made with. */
export const TIMING_FIELDS: SettingField[] = [
  { path: 'quotetimeout', label: 'operator.timing.quotetimeout', kind: 'number' },
  { path: 'minleadtime', label: 'operator.timing.minleadtime', kind: 'number' },
  { path: 'timezone', label: 'operator.timing.timezone', hint: 'operator.timing.timezoneHint', kind: 'text' },
  { path: 'minPassengers', label: 'operator.timing.minPassengers', kind: 'number' },
  { path: 'minLuggages', label: 'operator.timing.minLuggages', kind: 'number' },
  {
    path: 'currencycode',
    label: 'operator.timing.currencycode',
    hint: 'operator.timing.currencycodeHint',
    kind: 'text',
  },
  { path: 'allowFlightNull', label: 'operator.timing.allowFlightNull', kind: 'switch' },
  { path: 'autoopenchat', label: 'operator.timing.autoopenchat', kind: 'switch' },
];

export const MINUTE_STEPS: { value: string; label: MessageId }[] = [
  { value: '1', label: 'operator.timing.everyMinute' },
  { value: '15', label: 'operator.timing.every15' },
  { value: '30', label: 'operator.timing.every30' },
  { value: '60', label: 'operator.timing.onTheHour' },
];

/**
 * The map, address search and payment providers with their PUBLIC keys: every one of these travels to each
 * customer's browser with the configuration, so the console edits them. Secret keys (Stripe's secret and webhook
 * keys, PayPal's client secret) are the server's environment alone (docs/payments.md): never in the document, never
 * shown here, and a secret-looking key pasted here is refused (the settings check).
 */
export const PROVIDER_FIELDS: SettingField[] = [
  { path: 'baselat', label: 'operator.provider.baselat', kind: 'number' },
  { path: 'baselng', label: 'operator.provider.baselng', kind: 'number' },
  {
    path: 'maplibrestyle',
    label: 'operator.provider.maplibrestyle',
    hint: 'operator.provider.maplibrestyleHint',
    kind: 'text',
  },
  {
    path: 'GoogleApiKey',
    label: 'operator.provider.GoogleApiKey',
    hint: 'operator.provider.GoogleApiKeyHint',
    kind: 'text',
  },
  { path: 'BingApiKey', label: 'operator.provider.BingApiKey', hint: 'operator.provider.BingApiKeyHint', kind: 'text' },
  { path: 'PublicKey', label: 'operator.provider.PublicKey', kind: 'text' },
  {
    path: 'cardproviderpublickey',
    label: 'operator.provider.cardproviderpublickey',
    hint: 'operator.provider.cardproviderpublickeyHint',
    kind: 'text',
  },
  {
    path: 'PayPalClientId',
    label: 'operator.provider.PayPalClientId',
    hint: 'operator.provider.PayPalClientIdHint',
    kind: 'text',
  },
  { path: 'ChatApiUrl', label: 'operator.provider.ChatApiUrl', hint: 'operator.provider.ChatApiUrlHint', kind: 'text' },
  {
    path: 'licencehost',
    label: 'operator.provider.licencehost',
    hint: 'operator.provider.licencehostHint',
    kind: 'text',
  },
];

export const MAP_SOURCES = ['maplibre', 'google', 'bing'];
export const SEARCH_APIS = ['operator', 'google', 'bing'];

/** The lists of the page copy: each item's fields and the name its items are called by ("Question 2"). */
export const LISTS = {
  faq: { list: 'faq', path: 'configuration.content.faq', fields: ['question', 'answer'] },
  whyUs: { list: 'whyUs', path: 'configuration.content.whyUs', fields: ['title', 'text'] },
  airports: { list: 'airports', path: 'configuration.content.airportTransfers.airports', fields: ['name', 'text'] },
  sociallinks: { list: 'sociallinks', path: 'configuration.sociallinks', fields: ['name', 'url'] },
} as const;

export type ListName = keyof typeof LISTS;

const ITEM_NAMES: Record<ListName, MessageId> = {
  faq: 'operator.list.faq',
  whyUs: 'operator.list.whyUs',
  airports: 'operator.list.airports',
  sociallinks: 'operator.list.sociallinks',
};

const ITEM_FIELD_LABELS: Record<string, MessageId> = {
  question: 'operator.list.field.question',
  answer: 'operator.list.field.answer',
  title: 'operator.list.field.title',
  text: 'operator.list.field.text',
  name: 'operator.list.field.name',
  url: 'operator.list.field.url',
};

/** One list item's name, e.g. "Question 2". */
export const itemName = (list: ListName, index: number, t: Translator['t']) =>
  t(ITEM_NAMES[list], { number: index + 1 });

/** The label of one field of a list item, e.g. "Question 2, answer": also what its messages start with. */
export const itemFieldLabel = (list: ListName, index: number, field: string, t: Translator['t']) =>
  t('operator.list.itemField', {
    item: itemName(list, index, t),
    field: field in ITEM_FIELD_LABELS ? t(ITEM_FIELD_LABELS[field]) : field,
  });

/** The label for a list item's path (configuration.content.faq[1].answer → "Question 2, answer"), if it is one. */
export function listItemLabel(path: string, t: Translator['t']): string | undefined {
  for (const list of Object.values(LISTS)) {
    const match = new RegExp(`^${list.path.replace(/\./g, '\\.')}\\[(\\d+)\\]\\.(\\w+)$`).exec(path);
    if (match) return itemFieldLabel(list.list, Number(match[1]), match[2], t);
  }
  return undefined;
}

/** Labels of the single fields of this file's sections, by document path. */
export const SETTING_LABELS: [string, MessageId][] = [
  ...[...TIMING_FIELDS, ...PROVIDER_FIELDS].map((f): [string, MessageId] => [`configuration.${f.path}`, f.label]),
  ['configuration.minutestep', 'operator.timing.minutestep'],
  ['configuration.brand.logoAspectRatio', 'operator.brand.logoAspectRatio'],
  ['configuration.bookingpolicy.changeuntilhours', 'operator.policy.changeuntilhours'],
  ['configuration.mapsource', 'operator.provider.mapsource'],
  ['configuration.searchapi', 'operator.provider.searchapi'],
  ['configuration.skypeid', 'operator.company.skypeid'],
  ['configuration.content.tagline', 'operator.copy.tagline'],
  ['configuration.content.quoteAndBook', 'operator.copy.quoteAndBook'],
  ['configuration.content.contactUs', 'operator.copy.contactUs'],
  ['configuration.content.airportTransfers.intro', 'operator.copy.airportsIntro'],
  ['configuration.content.conditionsOfUse', 'operator.copy.conditionsOfUse'],
  ['configuration.content.privacyNotice', 'operator.copy.privacyNotice'],
  ['configuration.popuppayment.contact', 'operator.timing.popupContact'],
  ['configuration.popuppayment.notetodriver', 'operator.timing.popupNote'],
];

/** The number fields: a draft holding text in one is refused before the server is asked. */
export const NUMBER_PATHS = [...TIMING_FIELDS, ...PROVIDER_FIELDS]
  .filter((f) => f.kind === 'number')
  .map((f) => f.path);

/** Moves the item at `from` to `to` (both in range), keeping the others' order. Pure. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** A vehicle type's counts, as the vehicle step shows them (docs/configuration.md, vehicleTypes). */
export const VEHICLE_NUMBERS = [
  { key: 'noofpassengers', label: 'operator.vehicle.noofpassengers' },
  { key: 'noofluggeges', label: 'operator.vehicle.noofluggeges' },
  { key: 'noofhandbags', label: 'operator.vehicle.noofhandbags' },
  { key: 'maxluggage', label: 'operator.vehicle.maxluggage' },
] as const satisfies readonly { key: string; label: MessageId }[];

/** A vehicle type's field's label, e.g. "Vehicle 1, passengers". */
export const vehicleLabel = (index: number, field: MessageId, t: Translator['t']) =>
  t('operator.vehicle.field', { number: index + 1, field: t(field) });

/** A price line's field's label, e.g. "Heathrow Airport, line 1, price". */
export const priceLabel = (category: string, line: number, field: 'price' | 'description', t: Translator['t']) =>
  t('operator.prices.field', {
    category,
    number: line + 1,
    field: t(field === 'price' ? 'operator.prices.price' : 'operator.prices.description'),
  });

/** The label of a vehicle type's or a price line's field, as its control is labelled. */
export function catalogueLabel(
  path: string,
  document: Record<string, unknown>,
  t: Translator['t'],
): string | undefined {
  const vehicle = /^vehicleTypes\[(\d+)\]\.(\w+)$/.exec(path);
  if (vehicle) {
    const words: Record<string, MessageId> = {
      typename: 'operator.vehicle.typename',
      description: 'operator.vehicle.description',
    };
    for (const { key, label } of VEHICLE_NUMBERS) words[key] = label;
    return words[vehicle[2]] ? vehicleLabel(Number(vehicle[1]), words[vehicle[2]], t) : undefined;
  }
  const price = /^prices\[(\d+)\]\.items\[(\d+)\]\.(price|description)$/.exec(path);
  if (!price) return undefined;
  const categories = Array.isArray(document.prices) ? (document.prices as { category?: string }[]) : [];
  const category = categories[Number(price[1])]?.category ?? t('operator.prices.legend');
  return priceLabel(category, Number(price[2]), price[3] as 'price' | 'description', t);
}

/** A vehicle type's counts and the price lines must be numbers, and names filled, before the server is asked. */
export function catalogueProblems(document: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const vehicles = Array.isArray(document.vehicleTypes) ? (document.vehicleTypes as Record<string, unknown>[]) : [];
  vehicles.forEach((vehicle, i) => {
    if (typeof vehicle.typename !== 'string' || !vehicle.typename.trim())
      problems.push(`vehicleTypes[${i}].typename is required`);
    for (const { key } of VEHICLE_NUMBERS) {
      const value = vehicle[key];
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
        problems.push(`vehicleTypes[${i}].${key} must be a whole number, 0 or more`);
    }
  });
  const prices = Array.isArray(document.prices) ? (document.prices as { items?: { price?: unknown }[] }[]) : [];
  prices.forEach((category, c) =>
    (category.items ?? []).forEach((item, n) => {
      if (typeof item.price !== 'number' || !Number.isFinite(item.price) || item.price < 0)
        problems.push(`prices[${c}].items[${n}].price must be an amount, 0 or more`);
    }),
  );
  return problems;
}
