import { describe, expect, it } from 'vitest';
import { isHomePath } from './anchors';

describe('home paths', () => {
  it('treats every booking route as home', () => {
    for (const path of ['/', '/book/', '/booking', '/booking/', '/bookings', '/booking.html', '/index.html']) {
      expect(isHomePath(path)).toBe(true);
    }
  });
  it('treats other pages as not home', () => {
    expect(isHomePath('/dashboard.html')).toBe(false);
    expect(isHomePath('/litebooking')).toBe(false);
  });
});
