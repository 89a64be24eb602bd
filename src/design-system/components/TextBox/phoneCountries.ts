export interface PhoneCountry {
  /** ISO 3166-1 alpha-2, e.g. "GB". */
  code: string;
  name: string;
  /** Without "+", e.g. "44". */
  dialCode: string;
}

/** Spec 9 defaults: phone country gb, United Kingdom, +44. */
export const DEFAULT_PHONE_COUNTRY: PhoneCountry = { code: 'GB', name: 'United Kingdom', dialCode: '44' };

export interface PhoneLibrary {
  countries: PhoneCountry[];
  isValidPhoneNumber: (e164: string) => boolean;
}

let loading: Promise<PhoneLibrary> | null = null;

/** libphonenumber's metadata is large, so it loads with the first phone or country box (DESIGN 6). */
export function loadPhoneLibrary(): Promise<PhoneLibrary> {
  loading ??= Promise.all([import('react-phone-number-input'), import('react-phone-number-input/locale/en')]).then(
    ([phone, labels]) => {
      const names = (labels.default ?? labels) as unknown as Record<string, string>;
      const countries = phone
        .getCountries()
        .map((code) => ({ code, name: names[code] ?? code, dialCode: phone.getCountryCallingCode(code) }))
        .sort((a, b) => a.name.localeCompare(b.name));
      return { countries, isValidPhoneNumber: (e164: string) => phone.isValidPhoneNumber(e164) };
    },
  );
  return loading;
}
