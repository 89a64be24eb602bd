// Which rule a comment means when it cites the product spec by number, and the rule table of docs/rules.md: shared by
// the codemod (scripts/name-rules.mjs) and the check (tests/lint/rules.test.ts), so both read a citation alike.
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { commentRanges } from './comments.mjs';

export const root = path.resolve(import.meta.dirname, '../..');

/** The spec's numbered sections that exist: a number that is not one of them is not a citation. */
const SUBSECTIONS = { 2: 7, 3: 15, 4: 12, 5: 2, 7: 10, 8: 3 };
const isSection = (ref) => {
  const [major, minor] = ref.split('.').map(Number);
  if (minor === undefined) return major >= 1 && major <= 9;
  return minor >= 1 && minor <= (SUBSECTIONS[major] ?? 0);
};

/** A section's rule, and the finer rules of a section that holds several, picked by the words around the citation. */
const BY_SECTION = {
  1: 'product-pages',
  // A whole section cited alone is read as its first rule.
  2: 'routes',
  3: 'booking-state',
  4: 'pickup-time',
  5: 'required-text',
  2.1: 'routes',
  2.2: 'shell',
  2.3: 'menus',
  2.4: 'wizard-layout',
  2.5: 'history-tabs',
  2.6: 'modals',
  2.7: 'shared-widgets',
  3.1: 'booking-state',
  3.2: 'booking-record',
  3.3: 'extras',
  3.4: 'place-fields',
  3.5: 'flight-fields',
  3.6: 'vehicle-types',
  3.7: 'quotation',
  3.8: 'promo-discount',
  3.9: 'customer-profile',
  '3.10': 'card-details',
  3.11: 'payment-results',
  3.12: 'tracking-fields',
  3.13: 'booker-statement',
  3.14: 'configuration',
  3.15: 'other-entities',
  4.1: [[/lead time|earliest|expir|travel ?time/i, 'lead-time'], 'pickup-time'],
  4.2: 'return-journey',
  4.3: [[/\b(pay|cancel|track|resend|receipt|repeat|button|action)/i, 'booking-actions'], 'booking-status'],
  4.4: 'wizard-steps',
  4.5: [[/\bclear|sign-?out/i, 'clear-booking'], 'quote-lifecycle'],
  4.6: [
    [/finder|find my flight|best match|manual/i, 'flight-finder'],
    [/\btabs?\b|dialog|no[- ]flight|declin|tick/i, 'flight-dialog'],
    'free-waiting',
  ],
  4.7: [[/sign-?out|remember|sign-?up|stores? the profile/i, 'sign-in'], 'sign-in-handoff'],
  4.8: 'contact-locked',
  4.9: 'confirm-dialog',
  '4.10': [
    [/nonce|tokeni[sz]/i, 'card-token'],
    [/result|outcome|code [0-4]|\bcash\b/i, 'payment-outcome'],
    'payment-flow',
  ],
  4.11: 'storage',
  4.12: 'live-tracking',
  5.1: [
    [/phone|dial/i, 'phone-digits'],
    [/postcode/i, 'postcode-format'],
    [/password/i, 'password-length'],
    [/card|checksum|luhn/i, 'card-number'],
    [/autocomplete|search|no results|blur|character/i, 'search-autocomplete'],
    [/e-?mail/i, 'email-format'],
    [/255|length|too long|at most/i, 'text-length'],
    'required-text',
  ],
  5.2: [
    [/return (date|time)|earliest possible return/i, 'return-date'],
    [/postcode|same (address|place)|specific address|address selection/i, 'address-selection'],
    [/finder|datetime is required|airline is required|flight number|arriving from|tick/i, 'flight-form'],
    [/flight|landing|airport/i, 'flight-required'],
    [/promo/i, 'promo-required'],
    [/card|cvc|billing|expiry/i, 'card-fields'],
    [/sign-?in|sign-?up|forgot|confirm password|password/i, 'account-forms'],
    [/contact|guest|first name|phone|customer/i, 'contact-fields'],
    [/\benter\b/i, 'enter-submits'],
    'booking-valid',
  ],
  6: 'roles',
  7: 'api-calls',
  7.1: 'call-lookups',
  7.2: 'address-book',
  7.3: 'call-pricing',
  7.4: 'call-account',
  7.5: 'call-promo',
  7.6: 'call-booking',
  7.7: 'call-tracking',
  7.8: 'call-booker',
  7.9: 'licence-host',
  '7.10': 'third-parties',
  8: 'response-codes',
  8.1: 'response-codes',
  8.2: 'messages',
  8.3: 'error-behaviour',
  9: [
    [/lead time/i, 'lead-time'],
    [/address book|home and (a )?work/i, 'address-book'],
    [/quote|timeout|reuse|start offset/i, 'quote-timing'],
    [/landing|free wait|marker|clamp/i, 'flight-timing'],
    [/quick|hours?\b|minute step|waiting time/i, 'picker-limits'],
    [/255|password|postcode|max(imum)? length/i, 'field-limits'],
    [/page size|pages? of|date range|months/i, 'list-limits'],
    [/passenger|pets?\b|child|luggage|bags/i, 'extras-limits'],
    [/expiry/i, 'card-expiry'],
    [/currency|decimal/i, 'currency-format'],
    'defaults',
  ],
};

/** The rule a section number means in the words around it. */
export function ruleFor(ref, context) {
  const choice = BY_SECTION[ref];
  if (choice === undefined) throw new Error(`no rule for section ${ref} in: ${context}`);
  if (typeof choice === 'string') return choice;
  for (const option of choice) {
    if (typeof option === 'string') return option;
    if (option[0].test(context)) return option[1];
  }
  throw new Error(`no rule for section ${ref}`);
}

const REF = String.raw`(?:[2-9]\.\d{1,2}|[1-9](?![\d.]))`;
const SEP = String.raw`\s*(?:,|/|&|\band\b|\bor\b)\s*`;
/** What does not follow a section number: another digit or dot (WCAG 2.5.8, 1.25) or a unit (4.5 KB, 2.5 km). */
const NOT_AFTER = String.raw`(?![\d.]|\s*(?:KB|MB|GB|ms|s\b|km|%|x\b|px|miles|min\b|minutes|hours|seconds|mph|m\b))`;
/**
 * A citation: a run of section numbers, with or without "spec" or "section" before it. A lone whole number ("spec 6",
 * "section 9") counts only after those words or after another section in the run ("4.5, 9").
 */
const CITATION = new RegExp(
  String.raw`(?<prefix>(?:\bthe\s+)?\b(?:[Ss]pec(?:ification)?(?:'s)?(?:\s+[Ss]ections?)?|[Ss]ections?|§)\s*)?` +
    String.raw`(?<![\d.vV]|RFC \d+ |WCAG |ISO |RFC |HTTP/)\b(?<first>[2-9]\.\d{1,2}${NOT_AFTER}|[1-9](?![\d.]))` +
    String.raw`(?<rest>(?:${SEP}${REF}${NOT_AFTER})*)`,
  'g',
);

/** Every citation of a spec number in one comment's text: where it is, its sections, and its rules. */
export function citationsIn(comment) {
  const found = [];
  for (const match of comment.matchAll(CITATION)) {
    const { prefix, first, rest } = match.groups;
    // A lone whole number is a citation only with "spec" or "section" before it.
    if (!first.includes('.') && !prefix) continue;
    const refs = [first, ...(rest.match(new RegExp(REF + NOT_AFTER, 'g')) ?? [])].filter(isSection);
    if (refs.length === 0 || !isSection(first)) continue;
    const at = match.index;
    const context = comment.slice(Math.max(0, at - 120), at + match[0].length + 120);
    const rules = [...new Set(refs.map((ref) => ruleFor(ref, context)))];
    found.push({ at, text: match[0], refs, rules, hasPrefix: Boolean(prefix) });
  }
  return found;
}

/** `rules: a, b` in a comment: the ids it cites. */
export function citedIds(comment) {
  return [...comment.matchAll(/\brules: ((?:[a-z][a-z0-9-]*)(?:, [a-z][a-z0-9-]*)*)/g)].flatMap((m) =>
    m[1].split(', '),
  );
}

/** The rules of docs/rules.md: id to short name. */
export function ruleTable(file = path.join(root, 'docs/rules.md')) {
  const table = new Map();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length >= 7 && /^[a-z][a-z0-9-]*$/.test(cells[1]) && cells[1] !== 'id') table.set(cells[1], cells[2]);
  }
  return table;
}

/** Files the rewrite and the check read: tracked source, not the rule tooling itself nor its fixtures. */
export function sourceFiles() {
  return execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(tsx?|m?js|cjs)$/.test(file))
    .filter((file) => !/(^|\/)node_modules\//.test(file))
    .filter((file) => !file.startsWith('scripts/rules/') && file !== 'scripts/name-rules.mjs')
    .filter((file) => !file.startsWith('tests/lint/rules-fixtures/'));
}

/** The comments of a file, each with its citations of spec numbers and its cited rule ids. */
export function commentsOf(file, text) {
  return commentRanges(file, text).map(({ pos, end }) => {
    const comment = text.slice(pos, end);
    return { pos, end, comment, citations: citationsIn(comment), ids: citedIds(comment) };
  });
}
