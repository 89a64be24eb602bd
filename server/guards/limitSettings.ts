/**
 * The API's rate limits (docs/security.md): their names, the defaults an operator runs, and the operator document's
 * `limits` section that tunes them (docs/configuration.md), read live like the rest of that document.
 *
 * The defaults are meant never to meet a real customer, only a script: a family booking five cars from one hotel's
 * address, or someone requoting as they tweak a journey, stays well inside them. The anonymous writes count per hour
 * rather than per minute: a fixed hourly budget bounds what one client address can store, whatever its speed.
 */
export interface Limit {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS = {
  signInPerClient: { max: 60, windowMs: 5 * MINUTE },
  signUpPerClient: { max: 20, windowMs: HOUR },
  /** The reset mails one address may ask for: also what one mailbox can receive. */
  resetMailPerClient: { max: 10, windowMs: 15 * MINUTE },
  resetMailPerEmail: { max: 3, windowMs: 15 * MINUTE },
  savePasswordPerClient: { max: 10, windowMs: 15 * MINUTE },
  /** Reading and using the links a booker's new customers get (confirmpassword), one count for both. */
  welcomeLinkPerClient: { max: 20, windowMs: 15 * MINUTE },
  promoPerClient: { max: 60, windowMs: MINUTE },
  /** stripepaymentintent asks the provider each time (to make a payment, or to reopen the booking's open one). */
  providerPaymentPerClient: { max: 60, windowMs: 15 * MINUTE },
  /** Licence checks and promotion links (issue 17): a page load asks once; hundreds a minute is someone guessing. */
  licencePerClient: { max: 120, windowMs: MINUTE },
  /** Per signed-in session: a custid in the body is not proof of anything until the route checks it. */
  promoPerSession: { max: 60, windowMs: MINUTE },
  /**
   * Each quote is stored (2-7 KB) so that the booking can be checked against it. Someone tweaking a journey asks
   * for a few dozen an hour (the app reuses a quote for 60 s); 600 leaves room for a hotel desk or an office.
   */
  quotationPerClient: { max: 600, windowMs: HOUR },
  /** Sandbox card tokens: one per payment attempt, a few more after a declined card. */
  cardTokenPerClient: { max: 60, windowMs: HOUR },
  /** Booking parameters a client site hands over (POST /api/bookingparams): one per visitor's click. */
  bookingParamsPerClient: { max: 120, windowMs: HOUR },
  /** Contact-us enquiries per client address, and per sender e-mail (an enquiry belongs to no booking). */
  commentPerClient: { max: 20, windowMs: HOUR },
  commentPerEmail: { max: 5, windowMs: 24 * HOUR },
  /** Share links for live tracking; a booking also holds at most TRACKING_LINKS_PER_BOOKING live ones. */
  trackingLinkPerClient: { max: 30, windowMs: HOUR },
  /** Guest bookings per client address: a family's five cars, a hotel desk's guests. Signed-in bookings are not counted. */
  guestBookingPerClient: { max: 30, windowMs: HOUR },
  /** E-mail receipts asked for per client address. */
  receiptPerClient: { max: 20, windowMs: HOUR },
  /**
   * Confirmations of guest bookings and receipts one e-mail address receives, counted in the outbox (so across
   * processes): a family's five confirmations get through; a campaign's 201 mails to one stranger do not.
   */
  mailPerRecipient: { max: 6, windowMs: HOUR },
} satisfies Record<string, Limit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** How the operator document writes one: `{"max": 600, "minutes": 60}`. */
export interface DocumentLimit {
  max: number;
  minutes: number;
}

export type DocumentLimits = Partial<Record<RateLimitName, DocumentLimit>>;

const isName = (name: string): name is RateLimitName => Object.hasOwn(RATE_LIMITS, name);

/** What is wrong with an operator document's `limits` (absent is fine: every limit has its default). Pure. */
export function limitProblems(limits: unknown): string[] {
  if (limits === undefined) return [];
  if (typeof limits !== 'object' || limits === null || Array.isArray(limits)) return ['limits must be an object'];
  const problems: string[] = [];
  for (const [name, value] of Object.entries(limits)) {
    if (!isName(name)) {
      problems.push(`limits.${name} is not a limit (known: ${Object.keys(RATE_LIMITS).join(', ')})`);
      continue;
    }
    const { max, minutes } = (value ?? {}) as Partial<DocumentLimit>;
    if (!Number.isSafeInteger(max) || (max as number) < 1)
      problems.push(`limits.${name}.max must be a whole number of at least 1`);
    if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes <= 0 || minutes > 7 * 24 * 60)
      problems.push(`limits.${name}.minutes must be a number of minutes above 0 and at most a week`);
  }
  return problems;
}

export interface LimitSource {
  /** The limit in force now: an explicit override, else the operator document's, else the default, times the factor. */
  current(name: RateLimitName): Promise<Limit>;
}

/**
 * `documentLimits` is read on every call (the operator store re-reads the file when it changes), so an edit takes
 * effect without a restart. `factor` (RATE_LIMIT_FACTOR) multiplies the document's and the defaults' maxima: test
 * servers, where every customer shares 127.0.0.1, raise it; an operator leaves it at 1. Overrides are taken as given.
 */
export function limitSource(options: {
  documentLimits?: () => Promise<DocumentLimits | undefined>;
  overrides?: Partial<Record<RateLimitName, Limit>>;
  factor?: number;
}): LimitSource {
  const factor = options.factor && options.factor > 0 ? options.factor : 1;
  return {
    async current(name) {
      const override = options.overrides?.[name];
      if (override) return override;
      const written = (await options.documentLimits?.())?.[name];
      const base = written ? { max: written.max, windowMs: Math.round(written.minutes * MINUTE) } : RATE_LIMITS[name];
      return { max: Math.max(1, Math.round(base.max * factor)), windowMs: base.windowMs };
    },
  };
}
