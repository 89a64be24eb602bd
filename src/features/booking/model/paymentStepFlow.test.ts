import { describe, expect, it, vi } from 'vitest';
import { emptyDraft, type BookingDraft } from './draft';
import { defineTemplate } from './flow';
import { confirmedPath, paymentStepFlow, type PaymentStepFlowInput } from './paymentStepFlow';
import { heathrow, kingsCross, quotation } from './testFixtures';

const wizard = defineTemplate({
  name: 'wizard',
  screens: [{ title: 'Journey', steps: ['journey', 'vehicle', 'customer', 'payment'] }],
  signInContinues: { kind: 'nextScreen' },
  cardForm: 'popup',
});
const config = { currencyCode: 'GBP', defaultPaymentMethod: 'cash' as const, timeZone: 'Europe/London' };

function quoted(changes: Partial<BookingDraft> = {}): BookingDraft {
  return { ...emptyDraft(), pickUp: heathrow, dropOff: kingsCross, vehicleId: 1, quotation: quotation(), ...changes };
}

function input(changes: Partial<PaymentStepFlowInput> = {}): PaymentStepFlowInput {
  const draft = changes.draft ?? quoted();
  return {
    draft,
    liveDraft: () => draft,
    definition: wizard,
    config,
    profile: undefined,
    readyToBook: () => true,
    showJourney: vi.fn(),
    patch: vi.fn(),
    registerBackHandler: () => () => {},
    registerConfirm: () => () => {},
    afterBooking: { clear: vi.fn(), announce: vi.fn(), navigate: vi.fn() },
    ...changes,
  };
}

describe('the payment panel’s props (4.10)', () => {
  it('show the quotation’s currency, else the configured one, and the template’s card form and method dialog', () => {
    expect(
      paymentStepFlow(input({ draft: quoted({ quotation: quotation({ currencyCode: 'EUR' }) }) })).currencyCode,
    ).toBe('EUR');
    const unquoted = paymentStepFlow(input({ draft: emptyDraft() }));
    expect(unquoted.currencyCode).toBe('GBP');
    expect(unquoted.total.total).toBe(0);
    expect(unquoted.cardForm).toBe('popup');
    expect(unquoted.methodDialog).toBe(false);
  });

  it('keep the chosen payment type and request id in the booking', () => {
    const patch = vi.fn();
    const flow = paymentStepFlow(input({ patch }));
    flow.onPaymentTypeChange('cash');
    flow.onRequestId('r-1');
    expect(patch.mock.calls).toEqual([[{ paymentType: 'cash' }], [{ requestId: 'r-1' }]]);
  });
});

describe('the booking request (4.4 before 7.6)', () => {
  it('is not built while the booking’s checks fail: they show what is wrong', () => {
    const showJourney = vi.fn();
    expect(paymentStepFlow(input({ readyToBook: () => false, showJourney })).buildRequest('cash')).toBeNull();
    expect(showJourney).not.toHaveBeenCalled();
  });

  it('without a current fare sends the customer to the journey, which shows the quote’s progress or refusal', () => {
    const showJourney = vi.fn();
    const draft = quoted({ quotation: null });
    expect(paymentStepFlow(input({ draft, showJourney })).buildRequest('card')).toBeNull();
    expect(showJourney).toHaveBeenCalledOnce();
  });

  it('is built from the booking as it stands when asked, with the chosen payment type', () => {
    const shown = quoted();
    const live = quoted({ pickupNote: 'Gate 4' });
    const request = paymentStepFlow(input({ draft: shown, liveDraft: () => live })).buildRequest('card');
    expect(request?.paymentmethod).toBe('card');
    expect(request?.pickupnote).toBe('Gate 4');
  });
});

describe('after booking', () => {
  it('forgets the booking, announces it and goes to its confirmed page, in that order', () => {
    const order: string[] = [];
    const afterBooking = {
      clear: () => order.push('clear'),
      announce: (bref: number) => order.push(`announce ${bref}`),
      navigate: (path: string) => order.push(`navigate ${path}`),
    };
    paymentStepFlow(input({ afterBooking })).onConfirmed({ bookingCode: 'AB12', bref: 42 });
    expect(order).toEqual(['clear', 'announce 42', 'navigate /confirmed/AB12']);
    expect(confirmedPath('AB12')).toBe('/confirmed/AB12');
  });
});
