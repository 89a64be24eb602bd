import type { WireConfiguration } from '@/api/wire/configuration';
import { licensedConfiguration } from '@/api/wire/licensedConfiguration';
import {
  licenceProblems,
  trackingCodeProblem,
  type LicenceIssue,
  type WireLicenceChange,
} from '@/api/wire/licenceCheck';
import type { WireClientLicence } from '@/api/wire/operator';
import type { Settings } from './consoleForm';
import { contrastProblems, type ContrastProblem } from './contrast';
import { MAIN_SHADE, paletteFrom } from './palette';
import { sayLicenceProblem, type Say } from './problemText';

/** The two lines a client site pastes for an inline booking form (docs/embedding.md). */
export const embedSnippet = (origin: string, trackingcode: string) =>
  `<div data-transfer-booking="inline"></div>\n<script src="${origin}/embed.js" data-trackingcode="${trackingcode}" async></script>`;

/**
 * What the preview shows for the draft: the operator's own site, or a licence's site with the overrides its booking
 * frame applies (the same function as the frame's), so the operator sees each client's site before publishing.
 */
export function previewSettings(draft: Settings, licences: WireClientLicence[], previewAs: string): Settings {
  const licence = licences.find((l) => l.trackingcode === previewAs);
  if (!licence) return draft;
  const licensed = licensedConfiguration({ code: 1, servertime: '', ...draft } as WireConfiguration, licence.switches);
  const { code: _code, servertime: _servertime, message: _message, airports: _airports, ...settings } = licensed;
  return settings as Settings;
}

/** A client site's licence as the console edits it: what PUT /api/operator/licences/:code takes, and its state. */
export interface LicenceDraft extends WireLicenceChange {
  trackingcode: string;
  /** Not saved yet: its tracking code may still change. */
  isNew: boolean;
  revoked: boolean;
  bookingpageurl: string;
  expires: string | null;
}

export const draftOf = (licence: WireClientLicence): LicenceDraft => ({
  trackingcode: licence.trackingcode,
  isNew: false,
  revoked: licence.revoked,
  bookingpageurl: licence.bookingpageurl,
  expires: licence.expires,
  parentdomain: licence.parentdomain,
  template: licence.switches.template ?? '',
  brand: licence.switches.brand ?? {},
  paymentsoff: licence.switches.paymentsoff ?? [],
});

export const newLicence = (trackingcode: string): LicenceDraft => ({
  trackingcode,
  isNew: true,
  revoked: false,
  bookingpageurl: '',
  expires: null,
  parentdomain: '',
  template: '',
  brand: {},
  paymentsoff: [],
});

/** The draft as the preview and the booking frame read a licence: its overrides as switches. */
export const asLicence = (draft: LicenceDraft): WireClientLicence => ({
  trackingcode: draft.trackingcode,
  parentdomain: draft.parentdomain,
  bookingpageurl: draft.bookingpageurl,
  revoked: draft.revoked,
  expires: draft.expires,
  switches: {
    ...(draft.template ? { template: draft.template } : {}),
    ...(Object.keys(draft.brand).length ? { brand: draft.brand } : {}),
    paymentsoff: draft.paymentsoff,
  },
});

/** What the server stores: a logo left empty is no logo of the client's own. */
export function changeOf(draft: LicenceDraft): WireLicenceChange {
  const { palette, logoUrl, logoAlt } = draft.brand;
  return {
    parentdomain: draft.parentdomain,
    template: draft.template,
    brand: {
      ...(palette ? { palette } : {}),
      ...(logoUrl?.trim() ? { logoUrl: logoUrl.trim() } : {}),
      ...(logoAlt?.trim() ? { logoAlt: logoAlt.trim() } : {}),
    },
    paymentsoff: draft.paymentsoff,
  };
}

/** The draft with its brand colour set: a complete colour brings its palette, a half-typed one is kept for the check. */
export function withLicenceColour(draft: LicenceDraft, colour: string): LicenceDraft {
  const { palette: _old, ...brand } = draft.brand;
  if (!colour) return { ...draft, brand };
  const palette = /^#[0-9a-f]{6}$/i.test(colour)
    ? paletteFrom(colour)
    : { ...draft.brand.palette, [MAIN_SHADE]: colour };
  return { ...draft, brand: { ...brand, palette } };
}

/** The licence's field ids, so a summary link lands on its control: op-licence-CODE-field. */
export const licenceFieldId = (code: string, path: string) => `op-licence-${code}-${path.replace(/\./g, '-')}`;

/**
 * What stops a licence's Save: the server's licence check, a tracking code another licence has, and the brand
 * contrast rule for the client's colour (white text on it, as on the operator's: the frame paints its buttons so).
 */
export function checkLicence(
  draft: LicenceDraft,
  otherCodes: string[],
  say: Say,
): { issues: LicenceIssue[]; contrast: ContrastProblem[] } {
  const issues: LicenceIssue[] = [];
  if (draft.isNew) {
    const problem = trackingCodeProblem(draft.trackingcode);
    if (problem) issues.push({ path: 'trackingcode', message: sayLicenceProblem(problem, say) });
    else if (otherCodes.some((code) => code.toLowerCase() === draft.trackingcode.toLowerCase()))
      issues.push({
        path: 'trackingcode',
        message: say.t('operator.licenceCheck.taken', { code: draft.trackingcode }),
      });
  }
  issues.push(
    ...licenceProblems(changeOf(draft)).map((issue) => ({ ...issue, message: sayLicenceProblem(issue.message, say) })),
  );
  const colour = draft.brand.palette?.[MAIN_SHADE];
  const contrast =
    colour && !issues.some((issue) => issue.path === 'brand.palette')
      ? contrastProblems(
          [{ field: 'brand.palette', name: say.t('operator.contrast.onBrand'), colour, against: '#ffffff' }],
          say.t,
        )
      : [];
  return { issues: [...issues, ...contrast.map((c) => ({ path: c.field, message: c.message }))], contrast };
}
