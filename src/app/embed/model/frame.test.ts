import { describe, expect, it } from 'vitest';
import type { WireConfiguration } from '@/api/wire/configuration';
import { embedRequestOf, licensedConfiguration, parentOriginOf } from './frame';

describe('the frame reads its licence and its parent from the browser', () => {
  it('takes the tracking code and mode from its address; no code, no frame', () => {
    expect(embedRequestOf('?embed=HOTEL&mode=popup&pickup=X')).toEqual({ trackingcode: 'HOTEL', mode: 'popup' });
    expect(embedRequestOf('?embed=HOTEL&mode=other')).toEqual({ trackingcode: 'HOTEL', mode: 'inline' });
    expect(embedRequestOf('?embed=%20&mode=popup')).toBeNull();
    expect(embedRequestOf('?pickup=X')).toBeNull();
  });

  it("names the parent by the browser's ancestor origins, else the referrer; never when not framed", () => {
    const referrer = 'https://www.hotel.example/rooms?x=1';
    expect(parentOriginOf({ framed: true, ancestorOrigins: ['https://a.example'], referrer })).toBe(
      'https://a.example',
    );
    expect(parentOriginOf({ framed: true, ancestorOrigins: [], referrer })).toBe('https://www.hotel.example');
    expect(parentOriginOf({ framed: false, ancestorOrigins: ['https://a.example'], referrer })).toBe('');
    expect(parentOriginOf({ framed: true, referrer: '' })).toBe('');
    expect(parentOriginOf({ framed: true, ancestorOrigins: ['null'], referrer })).toBe('');
  });
});

describe("a licence's switches over the operator's configuration", () => {
  const wire = {
    template: 'wizard',
    IsCashAllowed: true,
    IsCardAllowed: true,
    IsPaypalAllowed: true,
    defaultpaymentmethod: 'card',
    brand: {
      colors: { brand: { '500': '#000000' }, accent: { '500': '#111111' } },
      logoUrl: '/logo.svg',
      logoAlt: 'Op',
    },
  } as unknown as WireConfiguration;
  const palette = Object.fromEntries(
    ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'].map((shade) => [shade, '#733fff']),
  );

  it('applies the template, a whole palette and logo, and switches payment methods off', () => {
    const licensed = licensedConfiguration(wire, {
      template: 'gateway',
      brand: { palette, logoUrl: 'https://venue.example/logo.png', logoAlt: 'The Arena' },
      paymentsoff: ['card', 'paypal'],
    });
    expect(licensed.template).toBe('gateway');
    expect(licensed.brand.colors.brand).toEqual(palette);
    expect(licensed.brand.colors.accent).toEqual(wire.brand.colors.accent);
    expect(licensed.brand).toMatchObject({ logoUrl: 'https://venue.example/logo.png', logoAlt: 'The Arena' });
    expect(licensed).toMatchObject({
      IsCashAllowed: true,
      IsCardAllowed: false,
      IsPaypalAllowed: false,
      defaultpaymentmethod: 'cash',
    });
  });

  it("keeps the operator's own where the licence says nothing or something unusable", () => {
    const licensed = licensedConfiguration(wire, {
      template: 'carousel',
      brand: { palette: { '500': '#733fff' }, logoUrl: 'javascript:alert(1)' },
    });
    expect(licensed.template).toBe('wizard');
    expect(licensed.brand.colors.brand).toEqual(wire.brand.colors.brand);
    expect(licensed.brand.logoUrl).toBe('/logo.svg');
    expect(licensed).toMatchObject({ IsCashAllowed: true, IsCardAllowed: true, defaultpaymentmethod: 'card' });
  });
});
