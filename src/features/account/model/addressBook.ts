/** The place fields and address book rules (rules: place-fields, address-book): the address book always shows a home and a work entry, then the other places. */
import { emptyAddressBookEntry, type Address, type WireAddressBookEntry, type WireAddressBookFields } from '@/api';
import type { MessageId } from '@/i18n';

export type PlaceKind = 'home' | 'work' | '';

export interface AddressBookEntry {
  /** 0 for a home or work entry not saved yet. */
  id: number;
  kind: PlaceKind;
  name: string;
  fullAddress: string;
  postcode: string;
  /** True when the entry holds an address (an unsaved home or work does not). */
  isSet: boolean;
  wire: WireAddressBookEntry;
}

export function placeKind(placename: string | undefined): PlaceKind {
  const kind = (placename ?? '').trim().toLowerCase();
  return kind === 'home' || kind === 'work' ? kind : '';
}

/** The message naming a kind of place (Home, Work, Place), said in the page's language. */
export function kindLabel(kind: PlaceKind): MessageId {
  return kind === 'home' ? 'account.places.home' : kind === 'work' ? 'account.places.work' : 'account.places.place';
}

/** Home first, then work (each present even when unset), then the other places in the server's order. */
export function arrangeAddressBook(entries: WireAddressBookEntry[]): {
  home: AddressBookEntry;
  work: AddressBookEntry;
  others: AddressBookEntry[];
} {
  const all = entries.map(toEntry);
  const fixed = (kind: 'home' | 'work') => all.find((e) => e.kind === kind) ?? toEntry(emptyAddressBookEntry(kind));
  return { home: fixed('home'), work: fixed('work'), others: all.filter((e) => e.kind === '') };
}

function toEntry(wire: WireAddressBookEntry): AddressBookEntry {
  const fullAddress =
    wire.fulladdress || [wire.line1, wire.line2, wire.postcode].filter(Boolean).join(', ') || wire.name;
  return {
    id: Number(wire.id) || 0,
    kind: placeKind(wire.placename),
    name: wire.name,
    fullAddress,
    postcode: wire.postcode,
    isSet: Boolean(fullAddress.trim()),
    wire,
  };
}

/** The address book rule (rules: address-book) fields for a place found by the search, saved as home, work or another place with the customer's own name. */
export function addressBookFields(
  customerId: number,
  address: Address,
  kind: PlaceKind,
  name: string,
): WireAddressBookFields {
  return {
    custid: customerId,
    name: name.trim() || address.name,
    line1: address.line1 || address.name,
    line2: address.line2,
    postcode: address.postcode,
    category: address.category,
    latitude: address.latitude,
    longitude: address.longitude,
    placename: kind,
    fulladdress: address.fullAddress || [address.name, address.postcode].filter(Boolean).join(', '),
  };
}
