/** The address book rule (rules: address-book): the customer's address book (always a home and a work entry, the address book rule (rules: address-book)). */

export interface WireAddressBookFields {
  custid: number | string;
  name: string;
  line1: string;
  line2: string;
  postcode: string;
  category: string;
  latitude: number;
  longitude: number;
  /** home or work (the place fields rule, rules: place-fields). */
  placename: string;
  fulladdress: string;
}

/** POST /api/addressbook */
export type WireAddressBookAddRequest = WireAddressBookFields;

/** PUT /api/addressbook: the same fields plus id. */
export interface WireAddressBookUpdateRequest extends WireAddressBookFields {
  id: number | string;
}

export type WireAddressBookEntry = WireAddressBookUpdateRequest;

/** GET /api/addressbook?custid= (shape not in spec: chosen here). */
export interface WireAddressBookResponse {
  code: number;
  message?: string;
  addresses: WireAddressBookEntry[];
}

/** A home or work entry not saved yet (id 0, every field empty): what the address book shows until one is saved. */
export function emptyAddressBookEntry(placename: string, custid = 0): WireAddressBookEntry {
  return {
    id: 0,
    custid,
    name: '',
    line1: '',
    line2: '',
    postcode: '',
    category: '',
    latitude: 0,
    longitude: 0,
    placename,
    fulladdress: '',
  };
}
