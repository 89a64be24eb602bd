import type { Address } from '@/api';
import type { Translator } from '@/i18n';

/** One suggestion in the place search: a saved place of the customer's, or one the search found. */
export interface PlaceOption {
  address: Address;
  saved: boolean;
}

/** A saved place's title in the list: Home and Work by their role (in the page's words), any other by its name. */
export function savedTitle(address: Address, t: Translator['t']): string {
  const place = address.placeName.trim().toLowerCase();
  if (place === 'home') return t('common.place.home');
  if (place === 'work') return t('common.place.work');
  return address.name || t('common.place.saved');
}

/** Whether a saved place matches the text typed (its name, place name, address or postcode); empty text matches all. */
export function matchesSaved(address: Address, text: string): boolean {
  const needle = text.trim().toLowerCase();
  return (
    !needle ||
    `${address.placeName} ${address.name} ${address.fullAddress} ${address.postcode}`.toLowerCase().includes(needle)
  );
}

/**
 * The list under the box: the saved places matching the text (all of them while the chosen place is shown), then
 * what the search found, but only for the text it was found for: not while the next search is under way (a fast
 * ArrowDown+Enter would pick one of them), nor for a box emptied since (e.g. a cleared booking).
 */
export function placeOptions(input: {
  text: string;
  value: Address | null;
  valueLabel: string;
  saved: readonly Address[];
  found: { query: string; items: readonly Address[] };
}): PlaceOption[] {
  const { text, value, valueLabel, saved, found } = input;
  const savedMatches = text === valueLabel && value ? saved : saved.filter((a) => matchesSaved(a, text));
  const shownResults = found.query !== '' && found.query === text.trim() ? found.items : [];
  return [
    ...savedMatches.map((address) => ({ address, saved: true })),
    ...shownResults.map((address) => ({ address, saved: false })),
  ];
}
