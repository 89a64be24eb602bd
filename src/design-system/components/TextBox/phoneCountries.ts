import type { CountryCode } from 'libphonenumber-js';
import type { PhoneEntryTools } from '../../model/phoneEntry';

export interface PhoneCountry {
  /** ISO 3166-1 alpha-2, e.g. "GB". */
  code: string;
  name: string;
  /** Without "+", e.g. "44". */
  dialCode: string;
}

/** The defaults rule (rules: defaults) defaults: phone country gb, United Kingdom, +44. */
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = { code: 'GB', name: 'United Kingdom', dialCode: '44' };

export interface PhoneLibrary {
  countries: PhoneCountry[];
  isValidPhoneNumber: (e164: string) => boolean;
  /** What the phone box's entry rule needs to read a dial code (model/phoneEntry). */
  entryTools: PhoneEntryTools;
}

let loading: Promise<PhoneLibrary> | null = null;

/** libphonenumber's metadata is large, so it loads with the first phone or country box (DESIGN 6). */
export function loadPhoneLibrary(): Promise<PhoneLibrary> {
  loading ??= Promise.all([
    import('react-phone-number-input'),
    import('react-phone-number-input/locale/en'),
    // The same metadata react-phone-number-input reads: its calling codes list each code's main country first.
    import('libphonenumber-js/min/metadata'),
  ]).then(([phone, labels, metadataModule]) => {
    const names = (labels.default ?? labels) as unknown as Record<string, string>;
    const metadata = (metadataModule.default ?? metadataModule) as { country_calling_codes: Record<string, string[]> };
    const countries = phone
      .getCountries()
      .map((code) => ({ code, name: names[code] ?? code, dialCode: phone.getCountryCallingCode(code) }))
      .sort((a, b) => a.name.localeCompare(b.name));
    const isValidPhoneNumber = (e164: string) => phone.isValidPhoneNumber(e164);
    const entryTools: PhoneEntryTools = {
      isCallingCode: (digits) => Boolean(metadata.country_calling_codes[digits]?.length),
      // A calling code shared by several countries (+44: GB, GG, IM, JE; +1: US, CA, BS, …) names its main
      // country unless the number is valid only for another (+1 242 … is the Bahamas).
      countryFor: (callingCode, national) => {
        const main = metadata.country_calling_codes[callingCode]?.[0];
        const e164 = `+${callingCode}${national}`;
        if (!main || !national || isValidPhoneNumber(e164) === false) return main;
        const own = phone.parsePhoneNumber(e164)?.country;
        return own && !phone.isValidPhoneNumber(national, main as CountryCode) ? own : main;
      },
      isValid: isValidPhoneNumber,
    };
    return { countries, isValidPhoneNumber, entryTools };
  });
  return loading;
}
