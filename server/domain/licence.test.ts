import { describe, expect, it } from 'vitest';
import { isDomainLicensed, normalizeDomain } from './licence';

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
