/**
 * The operator's terms with its bookers (issue 15): the commission each earns and whether each must give a cost
 * centre with every booking. Optional in the operator file (`bookers`); without it commission is 0 (the booker statement rule, rules: booker-statement)
 * and cost centres are optional.
 */
export interface BookerAccount {
  bookerid: number;
  /** The firm's name, printed on its invoices. */
  name: string;
  /** Percent of each booking's price the booker earns; falls back to defaultCommissionPercent. */
  commissionPercent?: number;
  /** When true, a booking this booker makes without a cost centre is refused. */
  costCentreRequired?: boolean;
}

export interface BookerTerms {
  defaultCommissionPercent?: number;
  accounts?: BookerAccount[];
}

const isPercent = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;

/** What is wrong with the operator file's `bookers` section; empty when it is absent or usable. Pure. */
export function bookerTermsProblems(value: unknown): string[] {
  if (value === undefined) return [];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return ['bookers must be an object'];
  const terms = value as Record<string, unknown>;
  const problems: string[] = [];
  if (terms.defaultCommissionPercent !== undefined && !isPercent(terms.defaultCommissionPercent))
    problems.push('bookers.defaultCommissionPercent must be a number from 0 to 100');
  if (terms.accounts !== undefined && !Array.isArray(terms.accounts))
    problems.push('bookers.accounts must be an array');
  (Array.isArray(terms.accounts) ? terms.accounts : []).forEach((raw, i) => {
    const account = (raw ?? {}) as Record<string, unknown>;
    if (!Number.isInteger(account.bookerid) || (account.bookerid as number) < 1)
      problems.push(`bookers.accounts[${i}].bookerid must be a positive whole number`);
    if (typeof account.name !== 'string') problems.push(`bookers.accounts[${i}].name must be a string`);
    if (account.commissionPercent !== undefined && !isPercent(account.commissionPercent))
      problems.push(`bookers.accounts[${i}].commissionPercent must be a number from 0 to 100`);
    if (account.costCentreRequired !== undefined && typeof account.costCentreRequired !== 'boolean')
      problems.push(`bookers.accounts[${i}].costCentreRequired must be a boolean`);
  });
  return problems;
}

export function bookerAccount(terms: BookerTerms | undefined, bookerId: number): BookerAccount | undefined {
  return terms?.accounts?.find((account) => account.bookerid === bookerId);
}

export function commissionPercent(terms: BookerTerms | undefined, bookerId: number): number {
  return bookerAccount(terms, bookerId)?.commissionPercent ?? terms?.defaultCommissionPercent ?? 0;
}

/** Commission on one booking: a percent of its price in pence, rounded half up; nothing on a cancelled booking. */
export function commissionOn(price: number, percent: number, cancelled: boolean): number {
  if (cancelled || !(price > 0)) return 0;
  return Math.round(price * percent) / 100;
}
