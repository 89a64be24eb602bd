/**
 * A plain-text mail as HTML in its language: `lang` and `dir` on the root, so a mail program lays an Arabic mail out
 * right to left (the right-to-left rule, docs/languages.md). The text is escaped; lines stay lines. Pure.
 */
import { localeDirection, type Locale } from '../../src/api/wire/locales';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function mailHtml(text: string, locale: Locale): string {
  const body = escapeHtml(text).split('\n').join('<br>\n');
  return `<!doctype html>\n<html lang="${locale}" dir="${localeDirection(locale)}"><body><div dir="${localeDirection(locale)}">${body}</div></body></html>\n`;
}
