/** The address book rule (rules: address-book): the address book. */
import { request, type CallOptions } from './client';
import type { WireGenericResult } from './wire/common';
import type {
  WireAddressBookAddRequest,
  WireAddressBookResponse,
  WireAddressBookUpdateRequest,
} from './wire/addressbook';

export function getAddressBook(custid: number | string, options?: CallOptions): Promise<WireAddressBookResponse> {
  return request({ method: 'get', path: '/api/addressbook', query: { custid } }, options);
}

export function addAddressBookEntry(
  entry: WireAddressBookAddRequest,
  options?: CallOptions,
): Promise<WireGenericResult> {
  return request({ method: 'post', path: '/api/addressbook', body: entry }, options);
}

export function updateAddressBookEntry(
  entry: WireAddressBookUpdateRequest,
  options?: CallOptions,
): Promise<WireGenericResult> {
  return request({ method: 'put', path: '/api/addressbook', body: entry }, options);
}

export function deleteAddressBookEntry(id: number | string, options?: CallOptions): Promise<WireGenericResult> {
  return request({ method: 'delete', path: '/api/addressbook', query: { id } }, options);
}
