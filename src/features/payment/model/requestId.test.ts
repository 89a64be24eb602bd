import { describe, expect, it } from 'vitest';
import { ensureRequestId, newRequestId } from './requestId';

describe('requestid', () => {
  it('is a version 4 UUID, different each time', () => {
    const a = newRequestId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newRequestId()).not.toBe(a);
  });
  it('keeps the draft key for retries and makes one only when there is none', () => {
    expect(ensureRequestId('kept-key')).toBe('kept-key');
    expect(ensureRequestId('')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
