import { brandProblems } from '@/api/wire/brandCheck';
import type { WireDocumentIssue, WireOperatorDocument } from '@/api/wire/operator';
import { bookingPolicyProblems } from '@/api/wire/bookingPolicy';
import { contentProblems, serviceSettingsProblems } from '@/api/wire/settingsCheck';
import { isTemplateName, TEMPLATE_NAMES } from '@/api/wire/templates';
import { isLocale, LOCALE_CODES, type Locale } from '@/api/wire/locales';
import type { MessageId } from '@/i18n';
import { SOURCE_MESSAGES } from '@/i18n/sourceTranslator';
import { paletteRoles } from '@/design-system';
import { contrastProblems, type ContrastProblem } from './contrast';
import { catalogueLabel, catalogueProblems, listItemLabel, NUMBER_PATHS, SETTING_LABELS } from './fields';
import { overrideProblems } from './languages';
import { MAIN_SHADE } from './palette';
import { sayProblem, type Say } from './problemText';

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
  label: MessageId;
  type?: 'text' | 'email' | 'textarea';
}

export const COMPANY_FIELDS: TextField[] = [
  { path: 'company', label: 'operator.company.company' },
  { path: 'title', label: 'operator.company.title' },
  { path: 'phone', label: 'operator.company.phone' },
  { path: 'email', label: 'operator.company.email', type: 'email' },
  { path: 'address', label: 'operator.company.address' },
  { path: 'skypeid', label: 'operator.company.skypeid' },
  { path: 'about', label: 'operator.company.about', type: 'textarea' },
];

export interface Switch {
  path: keyof Settings & string;
  label: MessageId;
}

export const SWITCHES: Switch[] = [
  { path: 'showpet', label: 'operator.switch.showpet' },
  { path: 'showsmallchildseat', label: 'operator.switch.showsmallchildseat' },
  { path: 'showlargechildseat', label: 'operator.switch.showlargechildseat' },
  { path: 'showotherequipment', label: 'operator.switch.showotherequipment' },
  { path: 'flightInline', label: 'operator.switch.flightInline' },
  { path: 'allowGuest', label: 'operator.switch.allowGuest' },
  { path: 'CanCancelBooking', label: 'operator.switch.CanCancelBooking' },
  { path: 'ShowSignupFirst', label: 'operator.switch.ShowSignupFirst' },
];

/** The payment methods' switches; `named` is how a message names the field ("Card payments"). */
export const PAYMENT_SWITCHES: (Switch & { named: MessageId })[] = [
  { path: 'IsCardAllowed', label: 'operator.payment.card', named: 'operator.payment.cardPayments' },
  { path: 'IsCashAllowed', label: 'operator.payment.cash', named: 'operator.payment.cashPayments' },
  { path: 'IsPaypalAllowed', label: 'operator.payment.paypal', named: 'operator.payment.paypalPayments' },
];

/** The editable colours; `pair` names white text on it for the contrast rule. */
export const PALETTES = [
  { name: 'brand', label: 'operator.brand.brandColour', pair: 'operator.contrast.onBrand' },
  { name: 'accent', label: 'operator.brand.accentColour', pair: 'operator.contrast.onAccent' },
] as const satisfies readonly { name: string; label: MessageId; pair: MessageId }[];

export const colourPath = (palette: string) => `configuration.brand.colors.${palette}.${MAIN_SHADE}`;

/** Readable names of the fields the form shows, so the server's message names the field as its label does. */
const LABELS: Record<string, MessageId> = Object.fromEntries([
  ...COMPANY_FIELDS.map((f) => [`configuration.${f.path}`, f.label]),
  ...SWITCHES.map((f) => [`configuration.${f.path}`, f.label]),
  ...PAYMENT_SWITCHES.map((f) => [`configuration.${f.path}`, f.named]),
  ...PALETTES.map((p) => [colourPath(p.name), p.label]),
  ['configuration.template', 'operator.layout.template'],
  ['configuration.defaultvehicletypeid', 'operator.switch.defaultVehicle'],
  ['configuration.defaultpaymentmethod', 'operator.payment.default'],
  ['configuration.languages', 'operator.languages.legend'],
  ...SETTING_LABELS,
]) as Record<string, MessageId>;

/**
 * The field a problem names, with the path replaced by the field's label where it has one and the problem said in
 * the console's language where its words are known (sayProblem), else in the server's words.
 */
export function issueFromProblem(problem: string, document: Record<string, unknown>, say: Say): WireDocumentIssue {
  const space = problem.indexOf(' ');
  const word = space > 0 ? problem.slice(0, space) : '';
  // A message override's problem names its path with a colon ("messages.fr.common.menu.whyUs: no such message").
  const colon = word.startsWith('messages.') && word.endsWith(':');
  const path = colon ? word.slice(0, -1) : word;
  const label =
    (path in LABELS ? say.t(LABELS[path]) : undefined) ??
    listItemLabel(path, say.t) ??
    catalogueLabel(path, document, say.t) ??
    overrideLabel(path, say);
  const ending = `${colon ? ':' : ''}${problem.slice(space)}`;
  return { path, message: label ? sayProblem(label, ending, say) : problem };
}

/** A message override's field, named as the Languages section shows it: "The French wording of common.menu.whyUs". */
function overrideLabel(path: string, say: Say): string | undefined {
  const match = /^messages\.([A-Za-z-]+)\.(.+)$/.exec(path);
  if (!match || !isLocale(match[1])) return undefined;
  return say.t('operator.check.overrideField', { language: languageName(match[1], say.locale), id: match[2] });
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
export const labelledIssue = (
  issue: WireDocumentIssue,
  document: Record<string, unknown> | undefined,
  say: Say,
): WireDocumentIssue =>
  issue.path && problemStartsWith(issue) ? issueFromProblem(issue.message, document ?? {}, say) : issue;

const problemStartsWith = (issue: WireDocumentIssue) =>
  issue.message.startsWith(`${issue.path} `) || issue.message.startsWith(`${issue.path}: `);

/**
 * The pairs the booking page paints with the editable colours: white text on the brand colour the operator chose
 * (its buttons and steps), and white text on the accent's solid shade, which the theme picks from 600 down
 * (paletteRoles), so an accent the theme already darkens is not refused for its lighter main shade.
 */
export function brandPairs(settings: Settings, t: Say['t']) {
  return PALETTES.map((palette) => {
    const colours = settings.brand.colors[palette.name] ?? {};
    const shade = palette.name === 'brand' ? MAIN_SHADE : paletteRoles(colours).solid;
    return {
      field: colourPath(palette.name),
      name: t(palette.pair),
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
export function checkDraft(
  settings: Settings,
  document: Omit<WireOperatorDocument, 'configuration'> | undefined,
  say: Say,
): DraftCheck {
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
  const issues = problems.map((problem) => issueFromProblem(problem, document ?? {}, say));
  const contrast = contrastProblems(brandPairs(settings, say.t), say.t);
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
