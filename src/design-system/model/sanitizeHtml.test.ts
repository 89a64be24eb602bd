import { escapeHtml, sanitizeHtml } from './sanitizeHtml';

describe('sanitizeHtml', () => {
  it('keeps formatting and drops scripts and handlers', () => {
    const clean = sanitizeHtml('<p>Hello <b>there</b><script>alert(1)</script><img src="x" onerror="alert(2)"></p>');
    expect(clean).toContain('<b>there</b>');
    expect(clean).not.toContain('script');
    expect(clean).not.toContain('onerror');
  });
  it('escapes text for contexts without a DOM', () => {
    expect(escapeHtml('<a href="x">&</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
  });
});
