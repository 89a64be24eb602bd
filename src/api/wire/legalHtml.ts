/**
 * The legal pages rule (rules: legal-html; issue 31): the Conditions of Use and Privacy Notice are operator HTML that
 * every customer's browser renders. Since the console lets an operator paste them, the server refuses any markup
 * outside a small allow-list of text tags instead of storing it: nothing a browser would run (a script, a handler, a
 * javascript: link, a frame, a style) can be published. What is stored is exactly what the operator previewed, and
 * the page still passes it through DOMPurify before showing it. Shared with the console's form. Pure.
 */

/** Text tags a legal page may use; none takes an attribute except a link's href. */
export const LEGAL_TAGS = ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'b', 'i', 'br'] as const;

/** A link to the web, mail, a phone or a path or anchor of this site; nothing a browser would run. */
const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^<>]*)>/g;
const ATTRIBUTE = /^\s*([^\s=/>"']+)\s*=\s*(?:"([^"]*)"|'([^']*)')/;

/** What is wrong with one attribute list of an allowed tag; undefined when it is fine. */
function attributeProblem(tag: string, attributes: string): string | undefined {
  let rest = attributes.replace(/\/\s*$/, '');
  while (rest.trim()) {
    const match = ATTRIBUTE.exec(rest);
    if (!match) return `a <${tag}> whose attributes cannot be read (quote each value)`;
    const [whole, name, double, single] = match;
    const value = double ?? single ?? '';
    if (tag !== 'a' || name.toLowerCase() !== 'href') return `the attribute ${name} on <${tag}>`;
    if (!SAFE_HREF.test(value.trim())) return `a link to "${value}" (use https://, mailto:, tel: or a /path)`;
    rest = rest.slice(whole.length);
  }
  return undefined;
}

/** The first thing the allow-list refuses in `html`, in words; undefined when the HTML is safe to publish. */
export function legalHtmlProblem(html: string): string | undefined {
  let outside = '';
  let last = 0;
  for (const match of html.matchAll(TAG)) {
    const [whole, , name, attributes] = match;
    const tag = name.toLowerCase();
    if (!(LEGAL_TAGS as readonly string[]).includes(tag)) return `the tag <${tag}>`;
    const problem = attributeProblem(tag, attributes);
    if (problem) return problem;
    outside += html.slice(last, match.index);
    last = match.index + whole.length;
  }
  outside += html.slice(last);
  // Whatever is left that a browser would read as markup: a comment, a declaration, a tag the pattern did not take.
  const stray = /<[a-zA-Z!/?]/.exec(outside);
  return stray ? `markup starting "${outside.slice(stray.index, stray.index + 12)}"` : undefined;
}

/** The message the server and the console give for `html` at `path`; undefined when it is fine. */
export function legalHtmlMessage(path: string, html: unknown): string | undefined {
  if (typeof html !== 'string') return `${path} must be a string`;
  const problem = legalHtmlProblem(html);
  return problem ? `${path} may use only the tags ${LEGAL_TAGS.join(', ')} (found ${problem})` : undefined;
}
