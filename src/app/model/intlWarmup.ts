/**
 * What the worker runs: one date, time and currency formatter each, then it ends. Any locale and zone will do; the
 * cost is loading ICU's data, not the formatter.
 */
export function intlWarmupSource(locale: string): string {
  const tag = JSON.stringify(locale);
  return [
    `new Intl.DateTimeFormat(${tag}, { dateStyle: 'full', timeStyle: 'long', timeZone: 'Europe/London' }).format(0);`,
    `new Intl.NumberFormat(${tag}, { style: 'currency', currency: 'GBP' }).format(1);`,
    'postMessage(true);',
  ].join('\n');
}

/**
 * Loads the browser's date and number data (ICU) on a worker thread while the main thread evaluates the app
 * (the first-visit rule, rules: first-visit). The first `Intl.DateTimeFormat` a page creates loads that data:
 * 25-200 ms of main thread here, about four times that on a phone, in the middle of hydration (the booking form's
 * ASAP time, every date in the operator's zone). ICU keeps its data for the whole process, so once a worker has
 * created a formatter, the main thread's first one takes a millisecond or two. Nothing is hidden from a
 * measurement: the work happens, on another core. Where a worker cannot start (no Worker, a policy refusing blob
 * workers), the main thread loads the data itself when it first formats, as before.
 */
/** What of the browser this needs (a window, or a stand-in in a test). */
export type WorkerHost = Pick<typeof globalThis, 'Worker' | 'Blob' | 'URL'>;

export function warmIntlOffMainThread(window: WorkerHost, locale: string): void {
  if (typeof window.Worker !== 'function' || typeof window.URL?.createObjectURL !== 'function') return;
  let url: string | undefined;
  try {
    url = window.URL.createObjectURL(new window.Blob([intlWarmupSource(locale)], { type: 'text/javascript' }));
    const worker = new window.Worker(url);
    const done = () => {
      worker.terminate();
      if (url) window.URL.revokeObjectURL(url);
    };
    worker.addEventListener('message', done);
    worker.addEventListener('error', done);
  } catch {
    if (url) window.URL.revokeObjectURL(url);
  }
}
