import { describe, expect, it, vi } from 'vitest';
import { hasStoredProfile, hydrateOnFirstSign } from './hydration';

describe('hydration on the first sign of a person', () => {
  it('hydrates once, on the first trigger, and stops listening', () => {
    const hydrate = vi.fn();
    const target = new EventTarget() as unknown as Window;
    hydrateOnFirstSign(target, hydrate);
    expect(hydrate).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('pointerdown'));
    target.dispatchEvent(new Event('keydown'));
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('can be started at once', () => {
    const hydrate = vi.fn();
    const start = hydrateOnFirstSign(new EventTarget() as unknown as Window, hydrate);
    start();
    start();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('spots a stored profile', () => {
    localStorage.clear();
    expect(hasStoredProfile([localStorage, sessionStorage])).toBe(false);
    localStorage.setItem('tb:profile', '{}');
    expect(hasStoredProfile([localStorage, sessionStorage])).toBe(true);
    localStorage.clear();
  });
});
