import { sourceTranslator } from '@/i18n/sourceTranslator';
import type { WireOperatorDocument } from '@/api/wire/operator';
import {
  asLicence,
  changeOf,
  checkLicence,
  draftOf,
  embedSnippet,
  newLicence,
  previewSettings,
  withLicenceColour,
} from './licences';
import { paletteFrom } from './palette';

const say = sourceTranslator();

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

  it("previews a licence's unsaved draft: its new colour and template before Save", () => {
    const edited = withLicenceColour({ ...draftOf(venue), template: 'list' }, '#1d4ed8');
    const shown = previewSettings(draft, [asLicence(edited)], 'VENUE');
    expect(shown.template).toBe('list');
    expect(shown.brand.colors.brand['600']).toBe('#1d4ed8');
  });

  it("refuses a licence's colour white text cannot be read on, a half-typed colour, and a taken or malformed code", () => {
    const pale = checkLicence(withLicenceColour(draftOf(venue), '#f5c242'), [], say);
    expect(pale.contrast).toHaveLength(1);
    expect(pale.issues[0]).toMatchObject({ path: 'brand.palette' });
    expect(pale.issues[0].message).toContain('White text on the brand colour (#f5c242) has a contrast of');
    expect(checkLicence(withLicenceColour(draftOf(venue), '#12'), [], say).issues).toEqual([
      { path: 'brand.palette', message: 'Brand colour must be a colour like #1c2e5c' },
    ]);
    const fresh = { ...newLicence('HOTEL'), parentdomain: 'inn.example' };
    expect(checkLicence(fresh, ['HOTEL'], say).issues).toEqual([
      { path: 'trackingcode', message: 'There is already a licence HOTEL' },
    ]);
    expect(checkLicence({ ...fresh, trackingcode: 'a b' }, [], say).issues[0].path).toBe('trackingcode');
  });

  it("sends no empty logo and no palette when the operator's colour is kept", () => {
    const cleared = withLicenceColour({ ...draftOf(venue), brand: { logoUrl: ' ', logoAlt: 'Arena' } }, '');
    expect(changeOf(cleared).brand).toEqual({ logoAlt: 'Arena' });
  });
});
