import { describe, expect, it } from 'vitest';
import { ApiError, GENERIC_ERROR } from '@/api';
import { answered, failureText } from './answers';

describe('answered', () => {
  it('takes an answer without a code as a success', () => {
    expect(answered({}).ok).toBe(true);
    expect(answered({ message: 'Saved.' }).ok).toBe(true);
  });

  it("reads a coded answer as the API's codes say", () => {
    expect(answered({ code: 1 }).ok).toBe(true);
    expect(answered({ code: 0, message: 'Boom' })).toEqual({ ok: false, message: GENERIC_ERROR });
  });
});

describe('failureText', () => {
  it("shows the server's coded message, else the generic text", () => {
    expect(failureText(new ApiError('The invoice is in use.', 2, 400))).toBe('The invoice is in use.');
    expect(failureText(new ApiError('Network', 0, 0))).toBe(GENERIC_ERROR);
    expect(failureText(new Error('anything'))).toBe(GENERIC_ERROR);
  });
});
