import type { WireOperatorDocument } from '@/api/wire/operator';
import { embedSnippet, previewSettings } from './licences';
import { paletteFrom } from './palette';

const draft = {
  template: 'wizard',
  IsCashAllowed: true,
  IsCardAllowed: true,
  IsPaypalAllowed: true,
  defaultpaymentmethod: 'card',
  brand: { colors: { brand: paletteFrom('#2c4890'), accent: paletteFrom('#915413') }, logoAlt: 'London Transfers' },
} as unknown as WireOperatorDocument['configuration'];

describe("the preview of a licence's site", () => {
  const venue = {
    trackingcode: 'VENUE',
    parentdomain: '*.arena-venue.example',
    bookingpageurl: '',
    revoked: false,
    expires: null,
    switches: {
      template: 'gateway',
      brand: { palette: paletteFrom('#733fff'), logoAlt: 'The Arena' },
      paymentsoff: ['card', 'paypal'],
    },
  };

  it("applies the licence's template, palette and payments over the draft", () => {
    const shown = previewSettings(draft, [venue], 'VENUE');
    expect(shown.template).toBe('gateway');
    expect(shown.brand.colors.brand['600']).toBe('#733fff');
    expect(shown.brand.logoAlt).toBe('The Arena');
    expect([shown.IsCardAllowed, shown.IsCashAllowed, shown.defaultpaymentmethod]).toEqual([false, true, 'cash']);
    expect(shown).not.toHaveProperty('code');
  });

  it("shows the operator's own draft when no licence is chosen", () => {
    expect(previewSettings(draft, [venue], '')).toBe(draft);
  });

  it('gives the snippet a client site pastes', () => {
    expect(embedSnippet('https://book.example', 'HOTEL')).toBe(
      '<div data-transfer-booking="inline"></div>\n<script src="https://book.example/embed.js" data-trackingcode="HOTEL" async></script>',
    );
  });
});
