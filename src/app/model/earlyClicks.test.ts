import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CLICKS_GLOBAL, isHydrated, replayEarlyClicks } from './earlyClicks';

const globals = window as unknown as Record<string, unknown>;
const hydrate = (element: HTMLElement) => Object.assign(element, { __reactProps$test: {} });

function button(onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.addEventListener('click', onClick);
  document.body.append(element);
  return element;
}

describe('replaying clicks held before their button was hydrated', () => {
  afterEach(() => {
    delete globals[EARLY_CLICKS_GLOBAL];
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('clicks a hydrated held button once, however often it was tapped', async () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    const target = hydrate(button(onClick));
    globals[EARLY_CLICKS_GLOBAL] = [target, target];
    const stop = replayEarlyClicks(window, { pollMs: 10 });
    await vi.advanceTimersByTimeAsync(20);
    expect(onClick).toHaveBeenCalledTimes(1);
    stop();
  });

  it('waits until a button hydrates, and drops buttons that left the page', async () => {
    vi.useFakeTimers();
    const onLate = vi.fn();
    const onGone = vi.fn();
    const late = button(onLate);
    const gone = button(onGone);
    gone.remove();
    globals[EARLY_CLICKS_GLOBAL] = [late, gone];
    const stop = replayEarlyClicks(window, { pollMs: 10 });
    await vi.advanceTimersByTimeAsync(50);
    expect(onLate).not.toHaveBeenCalled();
    hydrate(late);
    await vi.advanceTimersByTimeAsync(20);
    expect(onLate).toHaveBeenCalledTimes(1);
    expect(onGone).not.toHaveBeenCalled();
    stop();
  });

  it('is woken by clicks held after it started, and gives up on a button that never hydrates', async () => {
    vi.useFakeTimers();
    const onClick = vi.fn();
    const stop = replayEarlyClicks(window, { pollMs: 10, giveUpMs: 100 });
    const held = globals[EARLY_CLICKS_GLOBAL] as HTMLElement[] & { wake?: () => void };
    const never = button(onClick);
    held.push(never);
    held.wake?.();
    await vi.advanceTimersByTimeAsync(200);
    expect(held).toHaveLength(0);
    hydrate(never);
    await vi.advanceTimersByTimeAsync(50);
    expect(onClick).not.toHaveBeenCalled();
    stop();
  });

  it('knows a hydrated node by the props React attaches', () => {
    const element = document.createElement('button');
    expect(isHydrated(element)).toBe(false);
    expect(isHydrated(hydrate(element))).toBe(true);
  });
});
