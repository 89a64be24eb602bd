import { describe, expect, it } from 'vitest';
import { sourceTranslator } from '@/i18n/sourceTranslator';
import { chromeFor, pageById, pageHref, pageNameId, pageTitle, pages, stripHtml } from './routes';

describe('route table', () => {
  it('gives every page of spec 2.1 except the booking and address book pages a .html twin', () => {
    for (const page of pages.filter((p) => !['booking', 'addressbook'].includes(p.id))) {
      const plain = page.paths.filter((p) => !p.includes(':') && !p.endsWith('.html'));
      for (const path of plain) expect(page.paths).toContain(`${path}.html`);
    }
    expect(pageById.addressbook.paths).toEqual(['addressbook.html']);
  });

  it('routes every booking wizard path of spec 2.1 to the booking page', () => {
    expect(pageById.booking.paths).toEqual(
      expect.arrayContaining(['', 'book/', 'booking', 'booking/', 'bookings', 'booking.html']),
    );
  });

  it('uses no path twice', () => {
    const all = pages.flatMap((p) => p.paths);
    expect(new Set(all).size).toBe(all.length);
  });

  it('titles pages as the product title plus a readable name', () => {
    expect(pageTitle('London Transfers', pageById.addressbook)).toBe('Places | London Transfers');
    expect(pageTitle('London Transfers', pageById.quickbooking)).toBe('Quick Booking | London Transfers');
    expect(pageTitle('London Transfers', pageById.commission)).toBe('Commission Statement | London Transfers');
  });

  it('appends .html to page names and sends home names to /', () => {
    expect(pageHref('dashboard')).toBe('/dashboard.html');
    expect(pageHref('home')).toBe('/');
    expect(pageHref('bookingdetail', { id: 'AB12' })).toBe('/bookingdetail/AB12');
    expect(pageHref('profile', { html: false })).toBe('/profile');
    expect(stripHtml('123.html')).toBe('123');
  });

  it('hides menu, header and footer on quick booking and in lite mode, and the footer on payment', () => {
    expect(chromeFor(pageById.quickbooking)).toEqual({ header: false, menu: false, footer: false });
    expect(chromeFor(pageById.booking, { lite: true })).toEqual({ header: false, menu: false, footer: false });
    expect(chromeFor(pageById.payment)).toEqual({ header: true, menu: true, footer: false });
    expect(chromeFor(pageById.dashboard)).toEqual({ header: true, menu: true, footer: true });
  });

  it("shows no page of a client site's booking frame with the operator's header, menu or footer", () => {
    for (const page of [pageById.confirmed, pageById.ticket, pageById.payment, pageById.booking]) {
      expect(chromeFor(page, { framed: true })).toEqual({ header: false, menu: false, footer: false });
    }
  });
});

describe('sign-out destination', () => {
  it('goes home from the user pages of spec 2.3', async () => {
    const { signOutGoesHome } = await import('./routes');
    for (const path of [
      '/profile.html',
      '/invoice',
      '/tracking/12',
      '/confirmed/9',
      '/dashboard.html',
      '/commission',
      '/addressbook.html',
      '/bookingdetail/5',
      '/bookinghistory.html',
    ]) {
      expect(signOutGoesHome(path), path).toBe(true);
    }
  });
  it('stays on the booking and public pages', async () => {
    const { signOutGoesHome } = await import('./routes');
    for (const path of ['/', '/booking.html', '/payment.html', '/conditions.html', '/nowhere']) {
      expect(signOutGoesHome(path), path).toBe(false);
    }
  });
});

describe('page names in the catalogs', () => {
  it('names every page in the source language as the route table does', () => {
    const translator = sourceTranslator();
    for (const page of pages) {
      expect(translator.has(pageNameId(page.id)), page.id).toBe(true);
      expect(pageTitle('London Transfers', page, translator.t)).toBe(pageTitle('London Transfers', page));
    }
  });
});
