import { describe, expect, it } from 'vitest';
import { skypeHref, telHref } from './phone';

describe('telHref', () => {
  it('keeps digits and a leading plus', () => {
    expect(telHref('020 7946 0000')).toBe('tel:02079460000');
    expect(telHref('+44 20 7946-0000')).toBe('tel:+442079460000');
  });
  it('drops the (0) trunk prefix written after an international code', () => {
    expect(telHref('+44 (0)20 7946 0000')).toBe('tel:+442079460000');
  });
});

describe('skypeHref (3.14 skype id)', () => {
  it('makes a chat link of a Skype name or a live: id', () => {
    expect(skypeHref('thamescars.desk')).toBe('skype:thamescars.desk?chat');
    expect(skypeHref(' live:.cid.12ab ')).toBe('skype:live:.cid.12ab?chat');
  });
  it('makes no link of a blank, short or odd id', () => {
    expect(skypeHref('')).toBeNull();
    expect(skypeHref('abc')).toBeNull();
    expect(skypeHref('javascript:alert(1)')).toBeNull();
    expect(skypeHref('two words')).toBeNull();
  });
});
