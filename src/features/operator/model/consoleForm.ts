import { brandProblems } from '@/api/wire/brandCheck';
import type { WireDocumentIssue, WireOperatorDocument } from '@/api/wire/operator';
import { bookingPolicyProblems } from '@/api/wire/bookingPolicy';
import { contentProblems, serviceSettingsProblems } from '@/api/wire/settingsCheck';
import { isTemplateName, TEMPLATE_NAMES } from '@/api/wire/templates';
import { isLocale, LOCALE_CODES, type Locale } from '@/api/wire/locales';
import { SOURCE_MESSAGES } from '@/i18n/sourceTranslator';
import { paletteRoles } from '@/design-system';
import { contrastProblems, type ContrastProblem } from './contrast';
import { catalogueLabel, catalogueProblems, listItemLabel, NUMBER_PATHS, SETTING_LABELS } from './fields';
import { overrideProblems } from './languages';
import { MAIN_SHADE } from './palette';

/**
 * The console's form over the operator document (issue 31): which document field each control edits, its id, and
 * the checks a draft must pass before Save, with the same messages as the server's (the brand check and template
 * names are the server's own, src/api/wire). Pure.
 */

export type Settings = WireOperatorDocument['configuration'];

/** The control's id for a document path: ErrorSummary links to it and a server issue lands beside it. */
export const fieldId = (path: string) => `op-${path.replace(/\[(\d+)\]/g, '.$1').replace(/\./g, '-')}`;

/** A path's text field, e.g. company details: label and path. */
export interface TextField {
  path: keyof Settings & string;
  label: string;
  type?: 'text' | 'email' | 'textarea';
}

export const COMPANY_FIELDS: TextField[] = [
  { path: 'company', label: 'Company name' },
  { path: 'title', label: 'Site title' },
  { path: 'phone', label: 'Phone' },
  { path: 'email', label: 'Email', type: 'email' },
  { path: 'address', label: 'Address' },
  { path: 'skypeid', label: 'Skype id' },
  { path: 'about', label: 'About the company', type: 'textarea' },
];

export interface Switch {
  path: keyof Settings & string;
  label: string;
}

export const SWITCHES: Switch[] = [
  { path: 'showpet', label: 'Offer pet options' },
  { path: 'showsmallchildseat', label: 'Offer small child seats' },
  { path: 'showlargechildseat', label: 'Offer large child seats' },
  { path: 'showotherequipment', label: 'Offer other equipment' },
  { path: 'flightInline', label: 'Flight details inline (not in a dialog)' },
  { path: 'allowGuest', label: 'Guests may book without an account' },
  { path: 'CanCancelBooking', label: 'Customers may cancel online' },
  { path: 'ShowSignupFirst', label: 'Show sign-up before sign-in' },
];

export const PAYMENT_SWITCHES: Switch[] = [
  { path: 'IsCardAllowed', label: 'Card' },
  { path: 'IsCashAllowed', label: 'Cash' },
  { path: 'IsPaypalAllowed', label: 'PayPal' },
];

export const PALETTES = [
  { name: 'brand', label: 'Brand colour' },
  { name: 'accent', label: 'Accent colour' },
] as const;

export const colourPath = (palette: string) => `configuration.brand.colors.${palette}.${MAIN_SHADE}`;

/** Readable names of the fields the form shows, so the server's message names the field as its label does. */
const LABELS: Record<string, string> = Object.fromEntries([
  ...COMPANY_FIELDS.map((f) => [`configuration.${f.path}`, f.label]),
  ...SWITCHES.map((f) => [`configuration.${f.path}`, f.label]),
  ...PAYMENT_SWITCHES.map((f) => [`configuration.${f.path}`, `${f.label} payments`]),
  ...PALETTES.map((p) => [colourPath(p.name), p.label]),
  ['configuration.template', 'Template'],
  ['configuration.defaultvehicletypeid', 'Default vehicle'],
  ['configuration.defaultpaymentmethod', 'Default payment method'],
  ['configuration.languages', 'Languages'],
  ...SETTING_LABELS,
]);

/** The field a problem names, in the server's words with the path replaced by the field's label where it has one. */
export function issueFromProblem(problem: string, document: Record<string, unknown> = {}): WireDocumentIssue {
  const space = problem.indexOf(' ');
  const word = space > 0 ? problem.slice(0, space) : '';
  // A message override's problem names its path with a colon ("messages.fr.common.menu.whyUs: no such message").
  const colon = word.startsWith('messages.') && word.endsWith(':');
  const path = colon ? word.slice(0, -1) : word;
  const label = LABELS[path] ?? listItemLabel(path) ?? catalogueLabel(path, document) ?? overrideLabel(path);
  return { path, message: label ? `${label}${colon ? ':' : ''}${problem.slice(space)}` : problem };
}

/** A message override's field, named as the Languages section shows it: "The French wording of common.menu.whyUs". */
function overrideLabel(path: string): string | undefined {
  const match = /^messages\.([A-Za-z-]+)\.(.+)$/.exec(path);
  if (!match || !isLocale(match[1])) return undefined;
  return `The ${languageName(match[1], 'en-GB')} wording of ${match[2]}`;
}

/** A language's name in the console's language ("French", "français"), by Intl, as the console names languages. */
export function languageName(code: Locale, inLocale: Locale): string {
  try {
    return new Intl.DisplayNames([inLocale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A server issue with the field's label instead of its path. */
export const labelledIssue = (issue: WireDocumentIssue, document?: Record<string, unknown>): WireDocumentIssue =>
  issue.path && problemStartsWith(issue) ? issueFromProblem(issue.message, document) : issue;

const problemStartsWith = (issue: WireDocumentIssue) =>
  issue.message.startsWith(`${issue.path} `) || issue.message.startsWith(`${issue.path}: `);

/**
 * The pairs the booking page paints with the editable colours: white text on the brand colour the operator chose
 * (its buttons and steps), and white text on the accent's solid shade, which the theme picks from 600 down
 * (paletteRoles), so an accent the theme already darkens is not refused for its lighter main shade.
 */
export function brandPairs(settings: Settings) {
  return PALETTES.map((palette) => {
    const colours = settings.brand.colors[palette.name] ?? {};
    const shade = palette.name === 'brand' ? MAIN_SHADE : paletteRoles(colours).solid;
    return {
      field: colourPath(palette.name),
      name: `White text on the ${palette.label.toLowerCase()}`,
      colour: colours[shade] ?? '',
      against: '#ffffff',
    };
  });
}

export interface DraftCheck {
  issues: WireDocumentIssue[];
  contrast: ContrastProblem[];
}

/**
 * What stops a Save before the server is asked: the server's brand, template, page copy and settings checks, a
 * number field holding text, and the contrast rule.
 */
export function checkDraft(settings: Settings, document?: Omit<WireOperatorDocument, 'configuration'>): DraftCheck {
  const problems = brandProblems(settings.brand);
  if (!isTemplateName(settings.template)) {
    problems.push(`configuration.template must be one of ${TEMPLATE_NAMES.join(', ')}`);
  }
  for (const path of NUMBER_PATHS) {
    const value: unknown = settings[path];
    if (typeof value !== 'number' || !Number.isFinite(value)) problems.push(`configuration.${path} must be a number`);
  }
  problems.push(...contentProblems(settings.content));
  problems.push(...bookingPolicyProblems(settings.bookingpolicy));
  problems.push(...serviceSettingsProblems(settings as unknown as Record<string, unknown>));
  if (document) problems.push(...catalogueProblems(document));
  if (document) problems.push(...overrideProblems(document.messages, SOURCE_MESSAGES));
  if (settings.languages !== undefined && (!settings.languages.length || !settings.languages.every(isLocale))) {
    problems.push(`configuration.languages must list one or more of ${LOCALE_CODES.join(', ')}`);
  }
  const issues = problems.map((problem) => issueFromProblem(problem, document));
  const contrast = contrastProblems(brandPairs(settings));
  return {
    issues: [...issues, ...contrast.map((c) => ({ path: c.field, message: c.message }))],
    contrast,
  };
}

/** The document with one configuration field changed. */
export function withSetting<K extends keyof Settings>(
  document: WireOperatorDocument,
  key: K,
  value: Settings[K],
): WireOperatorDocument {
  return { ...document, configuration: { ...document.configuration, [key]: value } };
}
