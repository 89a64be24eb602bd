import DOMPurify from 'dompurify';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/**
 * Operator and server messages may carry HTML (the dialogs rule, rules: modals); scripts and handlers must never run. Without a
 * DOM (prerendering) DOMPurify cannot work, so the text is escaped instead of trusted.
 */
export function sanitizeHtml(html: string): string {
  if (typeof window === 'undefined' || !DOMPurify.isSupported) return escapeHtml(html);
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
