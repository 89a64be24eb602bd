import { loadPhoneLibrary } from '../components/TextBox/phoneCountries';
import { normalisePhoneEntry, settlePhoneEntry, type PhoneEntryTools } from './phoneEntry';

/** The phone box's entry rule with the real libphonenumber metadata the app loads. */
let tools: PhoneEntryTools;
beforeAll(async () => {
  tools = (await loadPhoneLibrary()).entryTools;
});

describe('normalisePhoneEntry: a UK number however it arrives (GB picker)', () => {
  it.each([
    ['07911 123456', '7911123456'],
    ['07911123456', '7911123456'],
    ['+447911123456', '7911123456'],
    ['+44 7911 123456', '7911123456'],
    ['0044 7911 123456', '7911123456'],
    ['+44 (0)7911 123456', '7911123456'],
    ['020 7123 4567', '2071234567'],
    ['+44 20 7123 4567', '2071234567'],
    ['447911123456', '7911123456'],
    ['(07911) 123-456', '7911123456'],
  ])('%s keeps %s and the GB picker', (raw, national) => {
    expect(normalisePhoneEntry(raw, '44', tools)).toEqual({ value: national });
  });

  it('leaves a national number that merely starts with 44 alone', () => {
    // 0441 … is not a dial code: 441… is kept unless only its remainder is a valid UK number.
    expect(normalisePhoneEntry('01442 123456', '44', tools)).toEqual({ value: '1442123456' });
  });
});

describe('normalisePhoneEntry: another country dial code switches the picker', () => {
  it.each([
    ['+33 6 12 34 56 78', '612345678', 'FR', '33'],
    ['0033612345678', '612345678', 'FR', '33'],
    ['+1 212 555 0123', '2125550123', 'US', '1'],
    ['+353 87 123 4567', '871234567', 'IE', '353'],
  ])('%s gives %s in %s (+%s)', (raw, national, country, dialCode) => {
    expect(normalisePhoneEntry(raw, '44', tools)).toEqual({ value: national, country, dialCode });
  });

  it('a UK number pasted with the French picker goes back to the United Kingdom, not a Crown dependency', () => {
    expect(normalisePhoneEntry('+447911123456', '33', tools)).toEqual({
      value: '7911123456',
      country: 'GB',
      dialCode: '44',
    });
  });

  it('keeps a dial code still being typed, then settles it to digits when the box is left', () => {
    expect(normalisePhoneEntry('+', '44', tools)).toEqual({ value: '+' });
    expect(normalisePhoneEntry('+3', '44', tools)).toEqual({ value: '+3' });
    expect(normalisePhoneEntry('+35', '44', tools)).toEqual({ value: '+35' });
    expect(normalisePhoneEntry('+353', '44', tools)).toEqual({ value: '', country: 'IE', dialCode: '353' });
    expect(settlePhoneEntry('+35')).toBe('35');
    expect(settlePhoneEntry('7911123456')).toBe('7911123456');
  });
});

describe('normalisePhoneEntry before libphonenumber has loaded', () => {
  it('strips the picker’s own dial code and leading zeros, and holds another code for later', () => {
    expect(normalisePhoneEntry('+44 7911 123456', '44')).toEqual({ value: '7911123456' });
    expect(normalisePhoneEntry('07911 123456', '44')).toEqual({ value: '7911123456' });
    expect(normalisePhoneEntry('+33612345678', '44')).toEqual({ value: '+33612345678' });
  });
});
