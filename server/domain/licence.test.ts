import { describe, expect, it } from 'vitest';
import {
  frameAncestorSources,
  isDomainLicensed,
  licenceStanding,
  normalizeDomain,
  paymentsSwitchedOff,
} from './licence';

describe('normalizeDomain', () => {
  it('strips scheme, www, port and path and lower-cases', () => {
    expect(normalizeDomain(' HTTPS://www.Example.com:8443/booking?x=1 ')).toBe('example.com');
    expect(normalizeDomain('localhost:3000')).toBe('localhost');
  });
});

describe('isDomainLicensed', () => {
  it('accepts a listed domain and its subdomains', () => {
    expect(isDomainLicensed('example.com, partner.co.uk', 'https://book.example.com')).toBe(true);
    expect(isDomainLicensed('example.com, partner.co.uk', 'partner.co.uk')).toBe(true);
  });
  it('refuses other domains, look-alikes and blanks', () => {
    expect(isDomainLicensed('example.com', 'notexample.com')).toBe(false);
    expect(isDomainLicensed('example.com', 'example.com.evil.net')).toBe(false);
    expect(isDomainLicensed('example.com', '   ')).toBe(false);
  });
});

describe('wildcard domains and frame-ancestors', () => {
  it('lets a wildcard cover subdomains only, never the domain itself', () => {
    expect(isDomainLicensed('*.venue.example', 'https://tickets.venue.example')).toBe(true);
    expect(isDomainLicensed('*.venue.example', 'https://a.b.venue.example/page')).toBe(true);
    expect(isDomainLicensed('*.venue.example', 'venue.example')).toBe(false);
    expect(isDomainLicensed('*.venue.example', 'evilvenue.example')).toBe(false);
  });

  it('turns the licensed domains into CSP sources for any port, dropping anything CSP would read as syntax', () => {
    expect(frameAncestorSources('localhost, *.venue.example')).toEqual([
      'localhost:*',
      '*.localhost:*',
      '*.venue.example:*',
    ]);
    expect(frameAncestorSources("evil.example 'unsafe-inline';script-src *")).toEqual([]);
  });
});

describe('licence standing', () => {
  const now = new Date('2026-05-01T10:00:00Z');
  it('is valid without an end, expired past it, revoked whatever the date', () => {
    expect(licenceStanding({ expires_at: null, revoked: false }, now)).toBe('valid');
    expect(licenceStanding({ expires_at: '2026-05-01T10:00:01Z', revoked: false }, now)).toBe('valid');
    expect(licenceStanding({ expires_at: '2026-05-01T10:00:00Z', revoked: false }, now)).toBe('expired');
    expect(licenceStanding({ expires_at: null, revoked: true }, now)).toBe('revoked');
  });
  it('reads the payment switches it knows', () => {
    expect(paymentsSwitchedOff(' Card, bitcoin ,paypal')).toEqual(['card', 'paypal']);
  });
});
