import {
  ApiError,
  GENERIC_ERROR,
  OUTSIDE_SERVICE_AREA,
  apiErrorFromBody,
  interpretResult,
  presentableMessage,
} from './responseCodes';

describe('interpretResult (spec 8.1)', () => {
  it('treats code 1 as success, whether sent as code or Code', () => {
    expect(interpretResult({ code: 1 })).toEqual({ ok: true });
    expect(interpretResult({ Code: 1, Message: 'ignored' })).toEqual({ ok: true });
    expect(interpretResult({ code: '1' })).toEqual({ ok: true });
  });

  it('treats code 4 as success only for a quotation', () => {
    expect(interpretResult({ code: 4 }, { kind: 'quotation' })).toEqual({ ok: true });
    expect(interpretResult({ code: 4, message: 'Not allowed' })).toEqual({ ok: false, message: 'Not allowed' });
  });

  it('shows the generic text for code 0 even when the server sent a message', () => {
    expect(interpretResult({ code: 0, message: 'Null reference at line 4' })).toEqual({
      ok: false,
      message: GENERIC_ERROR,
    });
    expect(interpretResult({ Code: 0, Message: 'Invalid promo' }, { kind: 'promo' })).toEqual({
      ok: false,
      message: GENERIC_ERROR,
    });
    expect(interpretResult({ code: 0 }, { kind: 'forgotpassword' })).toEqual({ ok: false, message: GENERIC_ERROR });
  });

  it('treats a missing or unreadable code as a generic failure', () => {
    expect(interpretResult({})).toEqual({ ok: false, message: GENERIC_ERROR });
    expect(interpretResult(undefined)).toEqual({ ok: false, message: GENERIC_ERROR });
    expect(interpretResult({ code: 'yes' })).toEqual({ ok: false, message: GENERIC_ERROR });
  });

  it('shows the server message for code 2', () => {
    expect(interpretResult({ code: 2, message: 'Try a more specific address.' })).toEqual({
      ok: false,
      message: 'Try a more specific address.',
    });
  });

  it('marks codes 3 and 6 of a quotation as outside the service area with the server message', () => {
    expect(interpretResult({ code: 3, message: 'We do not cover Leeds' }, { kind: 'quotation' })).toEqual({
      ok: false,
      message: 'We do not cover Leeds',
      outsideServiceArea: true,
    });
    expect(interpretResult({ code: 6, message: '' }, { kind: 'quotation' })).toEqual({
      ok: false,
      message: OUTSIDE_SERVICE_AREA,
      outsideServiceArea: true,
    });
  });

  it('does not mark code 3 outside a quotation', () => {
    expect(interpretResult({ code: 3, message: 'Nope' })).toEqual({ ok: false, message: 'Nope' });
  });

  it('clears passwords and shows the server Message for other codes on sign-in and sign-up', () => {
    expect(interpretResult({ Code: 3, Message: 'Wrong email or password' }, { kind: 'signin' })).toEqual({
      ok: false,
      message: 'Wrong email or password',
      clearPasswords: true,
    });
    expect(interpretResult({ Code: 2, Message: 'Email already registered' }, { kind: 'signup' })).toEqual({
      ok: false,
      message: 'Email already registered',
      clearPasswords: true,
    });
  });

  it('shows the generic text without clearing passwords for sign-in code 0', () => {
    expect(interpretResult({ Code: 0, Message: 'x' }, { kind: 'signin' })).toEqual({
      ok: false,
      message: GENERIC_ERROR,
    });
  });

  it('shows the server message for other promo and forgot-password failures', () => {
    expect(interpretResult({ Code: 5, Message: 'Promo code expired' }, { kind: 'promo' })).toEqual({
      ok: false,
      message: 'Promo code expired',
    });
    expect(interpretResult({ code: 2, message: 'Unknown email' }, { kind: 'forgotpassword' })).toEqual({
      ok: false,
      message: 'Unknown email',
    });
  });

  it('applies the replacement rules to server messages', () => {
    expect(interpretResult({ code: 2, message: 'Stripe: card_declined' })).toEqual({
      ok: false,
      message: GENERIC_ERROR,
    });
    expect(interpretResult({ Code: 7, Message: '  ' }, { kind: 'signin' })).toEqual({
      ok: false,
      message: GENERIC_ERROR,
      clearPasswords: true,
    });
  });
});

describe('presentableMessage (spec 8.2)', () => {
  it('keeps ordinary server text, trimmed', () => {
    expect(presentableMessage('  No vehicle found with selected capacity ')).toBe(
      'No vehicle found with selected capacity',
    );
  });

  it('replaces entity update failures with the generic text', () => {
    expect(presentableMessage('An error occurred while updating the entries. See the inner exception')).toBe(
      GENERIC_ERROR,
    );
    expect(presentableMessage('Save failed: An error occurred while updating the entries.')).toBe(GENERIC_ERROR);
  });

  it.each([
    'Stripe error: invalid key',
    'PayPal declined',
    'Braintree gateway timeout',
    'SqlException: deadlock',
    'System.NullReferenceException',
  ])('replaces text naming a provider or internals: %s', (text) => {
    expect(presentableMessage(text)).toBe(GENERIC_ERROR);
  });

  it('replaces empty and non-text messages', () => {
    expect(presentableMessage('')).toBe(GENERIC_ERROR);
    expect(presentableMessage(undefined)).toBe(GENERIC_ERROR);
    expect(presentableMessage(42)).toBe(GENERIC_ERROR);
  });
});

describe('apiErrorFromBody', () => {
  it('takes code and message from a {code, message} body', () => {
    const error = apiErrorFromBody(400, { code: 2, message: 'Postcode is too long' });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 2, status: 400, message: 'Postcode is too long' });
  });

  it('applies the replacement rules to the body message', () => {
    expect(apiErrorFromBody(500, { Code: 0, Message: 'SqlException at line 3' })).toMatchObject({
      code: 0,
      status: 500,
      message: GENERIC_ERROR,
    });
  });

  it('shows the message of a refusal for too many attempts, which says how long to wait', () => {
    const wait = 'Too many sign-in attempts. Please wait 15 minutes or reset your password.';
    expect(apiErrorFromBody(429, { code: 0, message: wait })).toMatchObject({ code: 2, status: 429, message: wait });
    expect(apiErrorFromBody(400, { code: 0, message: 'Request is invalid' })).toMatchObject({ code: 0 });
  });

  it('falls back to the generic text for bodies without code or message', () => {
    expect(apiErrorFromBody(502, '<html>Bad gateway</html>')).toMatchObject({
      code: 0,
      status: 502,
      message: GENERIC_ERROR,
    });
    expect(apiErrorFromBody(500, undefined)).toMatchObject({ message: GENERIC_ERROR });
  });
});
