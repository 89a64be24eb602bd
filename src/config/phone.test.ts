import { describe, expect, it } from 'vitest';
import { telHref } from './phone';

describe('telHref', () => {
  it('keeps digits and a leading plus', () => {
    expect(telHref('020 7946 0000')).toBe('tel:02079460000');
    expect(telHref('+44 20 7946-0000')).toBe('tel:+442079460000');
  });
  it('drops the (0) trunk prefix written after an international code', () => {
    expect(telHref('+44 (0)20 7946 0000')).toBe('tel:+442079460000');
  });
});
