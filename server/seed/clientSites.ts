import type { Db } from '../db';

/**
 * The two demo client sites of the embeddable widget (issue 17, docs/embedding.md), each with its own licence:
 * - HOTEL, the Riverside Hotel: its pages on localhost (the demo page /demo/hotel.html opened as
 *   http://localhost:PORT/...) and riverside-hotel.example with its subdomains; the operator's inlinex template.
 * - VENUE, the Arena: *.arena-venue.example (its subdomains only) and localhost; its own palette and logo, the gateway
 *   template, and no card or PayPal (cash only on its pages).
 * 127.0.0.1 is in neither: the same demo page opened there is a site the licence does not cover.
 */
export const DEMO_CLIENT_SITES = [
  {
    trackingcode: 'HOTEL',
    parentdomain: 'localhost, riverside-hotel.example',
    brand: null,
    template: 'inlinex',
    paymentsOff: '',
  },
  {
    trackingcode: 'VENUE',
    parentdomain: '*.arena-venue.example, localhost',
    brand: {
      palette: {
        '50': '#f3f1ff',
        '100': '#e9e5ff',
        '200': '#d5ceff',
        '300': '#b6a6ff',
        '400': '#9375ff',
        '500': '#733fff',
        '600': '#6318ff',
        '700': '#5507eb',
        '800': '#4706c5',
        '900': '#3b08a1',
        '950': '#22026d',
      },
      logoAlt: 'The Arena',
    },
    template: 'gateway',
    paymentsOff: 'card,paypal',
  },
] as const;

/** Demo promotion links (the small records rule, rules: other-entities), by token; the tokens are public demo data, real ones are random (issue 17). */
export const DEMO_PROMOTIONS = [
  {
    token: 'DemoPromotionSavoyLink',
    link: {
      // The lite booking (the shell rule, rules: shell), for a guest of the hotel whose details the hotel already has.
      mode: 'lite',
      firstname: 'Grace',
      surname: 'Hopper',
      email: 'grace.hopper@example.com',
      phone: '07700 900456',
      pickupaddress: 'Kings Cross',
      dropoffaddress: 'Tower Bridge',
      vehtypeid: 4,
      promocode: 'WELCOME10',
      changesallowed: false,
      smsmailinglist: false,
      emailmailinglist: true,
    },
  },
  {
    token: 'DemoPromotionSavoyToHeathrow',
    link: {
      // A journey given in full (the small records rule (rules: other-entities): lat/lng, postcodes and categories): it opens priced, with no address search.
      mode: 'booking',
      pickupaddress: 'The Savoy (river entrance), Savoy Place',
      pickpostcode: 'WC2R 0EZ',
      picklat: 51.5104,
      picklng: -0.1204,
      pickcategory: 'Hotel',
      dropoffaddress: 'Heathrow Airport Terminal 5',
      droppostcode: 'TW6 2GA',
      dofflat: 51.4723,
      dofflng: -0.488,
      doffcategory: 'Air',
      vehtypeid: 2,
      changesallowed: true,
    },
  },
] as const;

/** Seeds the client sites' licences and the demo promotions; what exists is left alone. */
export async function seedDemoClientSites(db: Db, options: { appUrl: string }): Promise<void> {
  const base = options.appUrl.replace(/\/+$/, '');
  for (const site of DEMO_CLIENT_SITES) {
    await db.query(
      `INSERT INTO licences (trackingcode, parentdomain, baseurl, bookingpageurl, brand, template, payments_off)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (trackingcode) DO NOTHING`,
      [
        site.trackingcode,
        site.parentdomain,
        `${base}/`,
        `${base}/booking.html`,
        site.brand ? JSON.stringify(site.brand) : null,
        site.template,
        site.paymentsOff,
      ],
    );
  }
  for (const promotion of DEMO_PROMOTIONS) {
    await db.query(
      `INSERT INTO promotions (token, link, expires_at) VALUES ($1, $2, now() + interval '10 years')
       ON CONFLICT (token) DO NOTHING`,
      [promotion.token, JSON.stringify(promotion.link)],
    );
  }
}
