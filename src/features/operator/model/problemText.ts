import type { MessageId, Translator } from '@/i18n';

/** What the console's pure checks need of the page's translator: its words and its language. */
export type Say = Pick<Translator, 't' | 'locale'>;

/**
 * The checks' problems in the console's language (the operator's own wording rule, issue 34): the shared checks of
 * src/api/wire speak the server's English ("… must be a number"), so each known ending after the field is said
 * again by its message, the field named by its label. An ending this table does not know stays English, as the
 * server wrote it, rather than a guess.
 */
const ENDINGS: [RegExp, MessageId, string?][] = [
  [/^ is required$/, 'operator.check.required'],
  [/^ must be a number$/, 'operator.check.number'],
  [/^ must be a boolean$/, 'operator.check.boolean'],
  [/^ must be a whole number, 0 or more$/, 'operator.check.wholeNumber'],
  [/^ must be an amount, 0 or more$/, 'operator.check.amount'],
  [/^ must be one of (.+)$/, 'operator.check.oneOf', 'list'],
  [/^ must list one or more of (.+)$/, 'operator.check.languages', 'list'],
  [/^ must be a colour like #1c2e5c$/, 'operator.check.colour'],
  [/^ is not a valid message \(check its braces\)$/, 'operator.check.badMessage'],
  [/^: no such message$/, 'operator.check.noSuchMessage'],
  [/^ must use the placeholders (.+)$/, 'operator.check.placeholders', 'list'],
  [/^ must be a text of 1 to (\d+) characters$/, 'operator.check.textLength', 'max'],
  [/^ must be a latitude from -90 to 90$/, 'operator.check.latitude'],
  [/^ must be a longitude from -180 to 180$/, 'operator.check.longitude'],
  [/^ must be a three-letter currency code like GBP$/, 'operator.check.currency'],
  [/^ must be a time zone like Europe\/London$/, 'operator.check.timezone'],
  [/^ must be a public key: a secret key belongs in the server's environment$/, 'operator.check.publicKey'],
  [/^ must be empty, a web address starting https:\/\/ or a path starting \/$/, 'operator.check.addressOrPath'],
  [/^ must be a web address starting https:\/\/$/, 'operator.check.https'],
  [/^ must be 0 or more$/, 'operator.check.zeroOrMore'],
  [/^ must be from 0 to 100$/, 'operator.check.percent'],
  [/^ must be a number of hours, 0 or more$/, 'operator.check.hours'],
  [/^ must be a number above 0$/, 'operator.check.aboveZero'],
];

/** A problem's ending after its field (" must be a number"), said with the field's label in the console's language. */
export function sayProblem(label: string, ending: string, say: Say): string {
  for (const [pattern, id, value] of ENDINGS) {
    const match = pattern.exec(ending);
    if (match) return say.t(id, value ? { field: label, [value]: match[1] } : { field: label });
  }
  return `${label}${ending}`;
}

/** A licence's problems (the server's licence check, whole sentences), said in the console's language when known. */
const LICENCE_PROBLEMS: [RegExp, MessageId, string?][] = [
  [/^Enter the domains of the client’s site, like hotel\.example$/, 'operator.licenceCheck.domainsMissing'],
  [/^Domains must be host names separated by commas, like .* \(not “(.*)”\)$/, 'operator.licenceCheck.domains', 'bad'],
  [/^Template must be the operator’s or one of (.+)$/, 'operator.licenceCheck.template', 'list'],
  [/^Payments switched off may be only (.+)$/, 'operator.licenceCheck.payments', 'list'],
  [/^Brand colour must be a colour like #1c2e5c$/, 'operator.licenceCheck.colour'],
  [/^Logo address must start https:\/\/ or be a path starting \/$/, 'operator.licenceCheck.logoUrl'],
  [/^Logo text alternative must be text of at most 200 characters$/, 'operator.licenceCheck.logoAlt'],
  [
    /^Tracking code must be 2 to 40 capital letters, digits, - or _, starting with a letter or digit$/,
    'operator.licenceCheck.code',
  ],
];

export function sayLicenceProblem(message: string, say: Say): string {
  for (const [pattern, id, value] of LICENCE_PROBLEMS) {
    const match = pattern.exec(message);
    if (match) return say.t(id, value ? { [value]: match[1] } : undefined);
  }
  return message;
}
