import type { WireOperatorDocument } from '@/api/wire/operator';

type Settings = WireOperatorDocument['configuration'];

/**
 * The service settings and page copy the console edits beside the brand and switches (issue 31): which field each
 * control edits and its label, so a problem the shared check or the server names lands beside its control with the
 * label the operator reads. Pure data and helpers.
 */

export interface SettingField {
  path: keyof Settings & string;
  label: string;
  hint?: string;
  kind: 'text' | 'number' | 'switch';
}

/** Times and counts a booking is made with. */
export const TIMING_FIELDS: SettingField[] = [
  { path: 'quotetimeout', label: 'Minutes a quotation stays valid', kind: 'number' },
  { path: 'minleadtime', label: 'Minutes between now and the earliest pick-up', kind: 'number' },
  { path: 'timezone', label: 'Time zone of booking times', hint: 'Like Europe/London', kind: 'text' },
  { path: 'minPassengers', label: 'Lowest number of passengers', kind: 'number' },
  { path: 'minLuggages', label: 'Lowest number of suitcases', kind: 'number' },
  { path: 'currencycode', label: 'Currency of fares', hint: 'A three-letter code like GBP', kind: 'text' },
  { path: 'allowFlightNull', label: 'Allow “flight details not available”', kind: 'switch' },
  { path: 'autoopenchat', label: 'Open the chat when the page loads', kind: 'switch' },
];

export const MINUTE_STEPS = [
  { value: '1', label: 'Every minute' },
  { value: '15', label: 'Every 15 minutes' },
  { value: '30', label: 'Every 30 minutes' },
  { value: '60', label: 'On the hour' },
];

/**
 * The map, address search and payment providers with their PUBLIC keys: every one of these travels to each
 * customer's browser with the configuration, so the console edits them. Secret keys (Stripe's secret and webhook
 * keys, PayPal's client secret) are the server's environment alone (docs/payments.md): never in the document, never
 * shown here, and a secret-looking key pasted here is refused (the settings check).
 */
export const PROVIDER_FIELDS: SettingField[] = [
  { path: 'baselat', label: 'Map centre, latitude', kind: 'number' },
  { path: 'baselng', label: 'Map centre, longitude', kind: 'number' },
  { path: 'maplibrestyle', label: 'MapLibre style address', hint: 'Empty for the built-in map', kind: 'text' },
  { path: 'GoogleApiKey', label: 'Google Maps browser key', hint: 'A public, referrer-restricted key', kind: 'text' },
  { path: 'BingApiKey', label: 'Bing Maps key', hint: 'A public key', kind: 'text' },
  { path: 'PublicKey', label: 'Address search public key', kind: 'text' },
  { path: 'cardproviderpublickey', label: 'Card provider publishable key', hint: 'pk_… for Stripe', kind: 'text' },
  { path: 'PayPalClientId', label: 'PayPal client id', hint: 'test for the PayPal sandbox', kind: 'text' },
  { path: 'ChatApiUrl', label: 'Live tracking hub address', hint: 'Empty for none', kind: 'text' },
  { path: 'licencehost', label: 'Licence host address', hint: 'Empty for this server', kind: 'text' },
];

export const MAP_SOURCES = ['maplibre', 'google', 'bing'];
export const SEARCH_APIS = ['operator', 'google', 'bing'];

/** The lists of the page copy: each item's fields and the noun its controls are named by. */
export const LISTS = {
  faq: { path: 'configuration.content.faq', noun: 'Question', fields: ['question', 'answer'] },
  whyUs: { path: 'configuration.content.whyUs', noun: 'Reason', fields: ['title', 'text'] },
  airports: { path: 'configuration.content.airportTransfers.airports', noun: 'Airport', fields: ['name', 'text'] },
  sociallinks: { path: 'configuration.sociallinks', noun: 'Link', fields: ['name', 'url'] },
} as const;

const ITEM_FIELD_LABELS: Record<string, string> = {
  question: 'question',
  answer: 'answer',
  title: 'title',
  text: 'text',
  name: 'name',
  url: 'address',
};

/** The label of one field of a list item, e.g. "Question 2, answer": also what its messages start with. */
export const itemFieldLabel = (noun: string, index: number, field: string) =>
  `${noun} ${index + 1}, ${ITEM_FIELD_LABELS[field] ?? field}`;

/** The label for a list item's path (configuration.content.faq[1].answer → "Question 2, answer"), if it is one. */
export function listItemLabel(path: string): string | undefined {
  for (const list of Object.values(LISTS)) {
    const match = new RegExp(`^${list.path.replace(/\./g, '\\.')}\\[(\\d+)\\]\\.(\\w+)$`).exec(path);
    if (match) return itemFieldLabel(list.noun, Number(match[1]), match[2]);
  }
  return undefined;
}

/** Labels of the single fields of this file's sections, by document path. */
export const SETTING_LABELS: [string, string][] = [
  ...[...TIMING_FIELDS, ...PROVIDER_FIELDS].map((f): [string, string] => [`configuration.${f.path}`, f.label]),
  ['configuration.minutestep', 'Minute steps'],
  ['configuration.brand.logoAspectRatio', 'Logo width divided by its height'],
  ['configuration.bookingpolicy.changeuntilhours', 'Hours before pick-up until which a booking may be changed online'],
  ['configuration.mapsource', 'Map provider'],
  ['configuration.searchapi', 'Address search'],
  ['configuration.skypeid', 'Skype id'],
  ['configuration.content.contactUs', 'Contact us text'],
  ['configuration.content.airportTransfers.intro', 'Airport transfers introduction'],
  ['configuration.content.conditionsOfUse', 'Conditions of Use'],
  ['configuration.content.privacyNotice', 'Privacy Notice'],
  ['configuration.popuppayment.contact', 'Ask for contact details at payment'],
  ['configuration.popuppayment.notetodriver', 'Ask for a note to the driver at payment'],
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
  { key: 'noofpassengers', label: 'passengers' },
  { key: 'noofluggeges', label: 'suitcases' },
  { key: 'noofhandbags', label: 'hand bags' },
  { key: 'maxluggage', label: 'most luggage' },
] as const;

/** The label of a vehicle type's or a price line's field, as its control is labelled. */
export function catalogueLabel(path: string, document: Record<string, unknown>): string | undefined {
  const vehicle = /^vehicleTypes\[(\d+)\]\.(\w+)$/.exec(path);
  if (vehicle) {
    const words: Record<string, string> = { typename: 'name', description: 'description' };
    for (const { key, label } of VEHICLE_NUMBERS) words[key] = label;
    return words[vehicle[2]] ? `Vehicle ${Number(vehicle[1]) + 1}, ${words[vehicle[2]]}` : undefined;
  }
  const price = /^prices\[(\d+)\]\.items\[(\d+)\]\.(price|description)$/.exec(path);
  if (!price) return undefined;
  const categories = Array.isArray(document.prices) ? (document.prices as { category?: string }[]) : [];
  return `${categories[Number(price[1])]?.category ?? 'Prices'}, line ${Number(price[2]) + 1}, ${price[3]}`;
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
