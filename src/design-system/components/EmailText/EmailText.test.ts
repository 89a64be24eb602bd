import { describe, expect, it } from 'vitest';
import { emailBreakParts } from './EmailText';

describe('emailBreakParts', () => {
  it('offers a break before the @ and before each dot, and nowhere inside a word', () => {
    expect(emailBreakParts('amelia.longname-customer@bookings.example.co.uk')).toEqual([
      'amelia',
      '.longname-customer',
      '@bookings',
      '.example',
      '.co',
      '.uk',
    ]);
  });

  it('keeps an address without break points whole', () => {
    expect(emailBreakParts('someone')).toEqual(['someone']);
    expect(emailBreakParts('')).toEqual([]);
  });
});
