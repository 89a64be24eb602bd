import { paymentTarget } from './paymentTarget';

describe("the payment page's address", () => {
  it('names a payment link by its id, a booking code by code or by an id that is not a link, and an owner’s booking by jobpartid', () => {
    const link = `pl_${'a1'.repeat(16)}`;
    expect(paymentTarget(new URLSearchParams(`id=${link}`))).toEqual({ linkId: link });
    expect(paymentTarget(new URLSearchParams('id=k4alIU8-ja'))).toEqual({ code: 'k4alIU8-ja' });
    expect(paymentTarget(new URLSearchParams('code=%20ABC%20'))).toEqual({ code: 'ABC' });
    expect(paymentTarget(new URLSearchParams('jobpartid=42'))).toEqual({ jobPartId: 42 });
    expect(paymentTarget(new URLSearchParams('jobpartid=x'))).toEqual({});
  });
});
