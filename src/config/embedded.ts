import type { WireConfiguration } from '@/api/wire/configuration';

export const EMBEDDED_CONFIG_ID = 'app-config';

/**
 * The operator configuration rule (rules: configuration): "The configuration and vehicle types may come from an embedded configuration document instead of a call."
 * The server embeds it as <script type="application/json" id="app-config">; a broken document counts as absent.
 */
export function readEmbeddedConfiguration(
  doc: Pick<Document, 'getElementById'> | undefined,
): WireConfiguration | undefined {
  const text = doc?.getElementById(EMBEDDED_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as WireConfiguration) : undefined;
  } catch {
    return undefined;
  }
}

/** Serialises configuration for embedding in HTML; `<` is escaped so the JSON cannot close the script element. */
export function serialiseEmbeddedConfiguration(config: WireConfiguration): string {
  return JSON.stringify(config).replace(/</g, '\\u003c');
}
