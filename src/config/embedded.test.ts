import { describe, expect, it } from 'vitest';
import { readEmbeddedConfiguration, serialiseEmbeddedConfiguration } from './embedded';
import type { WireConfiguration } from '@/api/wire/configuration';

function docWith(html: string) {
  document.body.innerHTML = html;
  return document;
}

describe('embedded configuration document', () => {
  it('reads the embedded JSON document', () => {
    const doc = docWith(
      '<script type="application/json" id="app-config">{"company":"Acme Cars","phone":"020 1234 5678"}</script>',
    );
    expect(readEmbeddedConfiguration(doc)).toMatchObject({ company: 'Acme Cars', phone: '020 1234 5678' });
  });

  it('treats a missing or broken document as absent', () => {
    expect(readEmbeddedConfiguration(docWith('<p>none</p>'))).toBeUndefined();
    expect(
      readEmbeddedConfiguration(docWith('<script type="application/json" id="app-config">{broken</script>')),
    ).toBeUndefined();
  });

  it('round-trips a value containing a closing script tag without breaking out of the element', () => {
    const config = { company: '</script><img src=x onerror=alert(1)>' } as unknown as WireConfiguration;
    const text = serialiseEmbeddedConfiguration(config);
    expect(text).not.toContain('</script>');
    const doc = docWith(`<script type="application/json" id="app-config">${text}</script>`);
    expect(readEmbeddedConfiguration(doc)?.company).toBe(config.company);
  });
});
