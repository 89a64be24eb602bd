import type { WireConfiguration } from '@/api/wire/configuration';
import { licensedConfiguration } from '@/api/wire/licensedConfiguration';
import type { WireClientLicence } from '@/api/wire/operator';
import type { Settings } from './consoleForm';

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
