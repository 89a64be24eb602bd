import { describe, expect, it } from 'vitest';
import { mapAddress } from '@/api';
import { addressBookFields, arrangeAddressBook } from './addressBook';

const entry = (id: number, placename: string, fulladdress: string) => ({
  id,
  custid: 5,
  name: fulladdress,
  line1: fulladdress,
  line2: '',
  postcode: 'N1 1AA',
  category: 'Street',
  latitude: 51.5,
  longitude: -0.1,
  placename,
  fulladdress,
});

describe('address book (spec 9: always a home and a work entry)', () => {
  it('puts home and work first, even when they are not saved yet', () => {
    const book = arrangeAddressBook([entry(3, '', 'British Museum'), entry(2, 'Work', 'Canary Wharf')]);
    expect(book.home).toMatchObject({ id: 0, kind: 'home', isSet: false });
    expect(book.work).toMatchObject({ id: 2, kind: 'work', isSet: true, fullAddress: 'Canary Wharf' });
    expect(book.others.map((e) => e.id)).toEqual([3]);
  });

  it('saves a searched place with the name the customer gave, or the place name', () => {
    const found = mapAddress({
      name: 'The Savoy',
      line1: 'Strand',
      postcode: 'WC2R 0EZ',
      category: 'Hotel',
      latitude: 51.51,
      longitude: -0.12,
      fulladdress: 'The Savoy, Strand, WC2R 0EZ',
    });
    expect(addressBookFields(5, found, '', "Mum's")).toMatchObject({
      custid: 5,
      name: "Mum's",
      placename: '',
      postcode: 'WC2R 0EZ',
      latitude: 51.51,
    });
    expect(addressBookFields(5, found, 'home', ' ')).toMatchObject({
      name: 'The Savoy',
      placename: 'home',
      fulladdress: 'The Savoy, Strand, WC2R 0EZ',
    });
  });
});
