import { describe, expect, it } from 'vitest';
import { isSpaPath, spaRoutePatterns } from './spaRoutes';

describe('isSpaPath', () => {
  it('knows the booking routes, home paths and every twin of spec 2.1', () => {
    for (const path of [
      '/',
      '/index.html',
      '/book/',
      '/booking',
      '/booking/',
      '/bookings',
      '/booking.html',
      '/litebooking',
      '/litebooking.html',
      '/quickbookinginvalid.html',
      '/ticket/123',
      '/ticket/123.html',
      '/confirmed/55',
      '/tracking/9',
      '/resetpassword/12/abc',
      '/bookingdetail/77',
      '/addressbook.html',
      '/Profile.html',
      '/conditions.html',
      '/privacy',
    ]) {
      expect(isSpaPath(path), path).toBe(true);
    }
  });
  it('refuses unknown paths, extra segments and the bare address book', () => {
    for (const path of [
      '/nope',
      '/addressbook',
      '/book',
      '/ticket/',
      '/ticket/1/2',
      '/resetpassword/12',
      '/static/x.js',
      '/api/prices',
    ]) {
      expect(isSpaPath(path), path).toBe(false);
    }
  });
  it('lists every pattern once', () => {
    expect(new Set(spaRoutePatterns).size).toBe(spaRoutePatterns.length);
  });
});
