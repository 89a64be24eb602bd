/** The lead time rule and a rule nobody wrote down (rules: lead-time, no-such-rule). */
export const LEAD_MINUTES = 15;
