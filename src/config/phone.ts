/** A tel: link for a display number. The UK "(0)" trunk prefix shown after +44 is not dialled. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\(0\)/g, '').replace(/[^\d+]/g, '');
  return `tel:${digits}`;
}
