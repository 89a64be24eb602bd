/**
 * The phone box's entry rule (the phone digits rule (rules: phone-digits): non-digits and a leading 0 are stripped), for every way a value arrives:
 * typed, pasted, filled by the browser's autofill, from a promotion link or a stored profile. People and browsers
 * give a number with its dial code ("+44 7911 123456", "0044 7911 123456", "+44 (0)20 7123 4567") or in its
 * national form ("07911 123456"); the box keeps the national digits only, and a dial code of another country
 * switches the country picker to that country (the dial code never stays inside the digits, where it would make
 * the number invalid for the picker's country).
 */

/** What libphonenumber knows, handed in so the rule stays pure and the metadata loads only with a phone box. */
export interface PhoneEntryTools {
  /** The country calling codes in use, without "+", e.g. "44", "1", "353". They are prefix-free. */
  isCallingCode: (digits: string) => boolean;
  /** The picker's country for an international number: the number's own where libphonenumber tells it, else the calling code's main country. */
  countryFor: (callingCode: string, nationalDigits: string) => string | undefined;
  /** Whether "+<calling code><national digits>" is a valid number. */
  isValid: (e164: string) => boolean;
}

export interface PhoneEntry {
  /** What the box shows and the form keeps: national digits without a leading 0, or an international prefix being typed. */
  value: string;
  /** Set when the value carried another country's dial code: the picker switches to it. */
  country?: string;
  dialCode?: string;
}

const MAX_CALLING_CODE_LENGTH = 3;

function stripTrunkZeros(digits: string): string {
  return digits.replace(/^0+/, '');
}

/**
 * Turns what arrived in the phone box into the national digits the box keeps. `dialCode` is the picker's
 * (without "+"). Without `tools` (libphonenumber still loading) only the picker's own dial code is recognised.
 */
export function normalisePhoneEntry(raw: string, dialCode: string, tools?: PhoneEntryTools): PhoneEntry {
  const trimmed = raw.trim();
  // "00" is the international prefix most of Europe dials; "+" the written form.
  const international = /^(\+|00)/.test(trimmed);
  const digits = trimmed.replace(/\D/g, '');
  if (!international) {
    const national = stripTrunkZeros(digits);
    // A number pasted with its dial code but without "+" ("447911123456"): the dial code goes when the rest is a
    // valid number for the picker's country and the whole is not.
    if (
      tools &&
      national.startsWith(dialCode) &&
      !tools.isValid(`+${dialCode}${national}`) &&
      tools.isValid(`+${dialCode}${stripTrunkZeros(national.slice(dialCode.length))}`)
    )
      return { value: stripTrunkZeros(national.slice(dialCode.length)) };
    return { value: national };
  }
  const afterPrefix = trimmed.startsWith('+') ? digits : digits.slice(2);
  if (afterPrefix.startsWith(dialCode)) return { value: stripTrunkZeros(afterPrefix.slice(dialCode.length)) };
  if (!tools) {
    // Another country's code cannot be told yet: keep what is typed so the library can read it once loaded.
    return { value: `+${afterPrefix}` };
  }
  for (let length = 1; length <= Math.min(MAX_CALLING_CODE_LENGTH, afterPrefix.length); length += 1) {
    const callingCode = afterPrefix.slice(0, length);
    if (!tools.isCallingCode(callingCode)) continue;
    const national = stripTrunkZeros(afterPrefix.slice(length));
    const country = tools.countryFor(callingCode, national);
    return country ? { value: national, country, dialCode: callingCode } : { value: national };
  }
  // Still typing the dial code ("+3" of "+353"): kept as typed until it names a country.
  if (afterPrefix.length < MAX_CALLING_CODE_LENGTH) return { value: `+${afterPrefix}` };
  return { value: stripTrunkZeros(afterPrefix) };
}

/** When the box is left with an unfinished dial code ("+9"), it keeps the digits, as the key-up rule would. */
export function settlePhoneEntry(value: string): string {
  return value.startsWith('+') ? stripTrunkZeros(value.replace(/\D/g, '')) : value;
}
