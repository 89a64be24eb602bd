/** A tel: link for a display number. The UK "(0)" trunk prefix shown after +44 is not dialled. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\(0\)/g, '').replace(/[^\d+]/g, '');
  return `tel:${digits}`;
}

/**
 * A skype: chat link for the company's Skype id (the operator configuration rule (rules: configuration), company details), or null for an id that is not one:
 * a Skype name is 6 to 32 letters, digits and . , - _ starting with a letter, or a Microsoft account's live:… id.
 * Anything else (a space, a URL, a quote) is not made into a link, so an odd operator value cannot make one.
 */
export function skypeHref(skypeId: string): string | null {
  const id = skypeId.trim();
  if (!/^(live:[A-Za-z0-9._-]{1,64}|[A-Za-z][A-Za-z0-9.,_-]{5,31})$/.test(id)) return null;
  return `skype:${id}?chat`;
}
