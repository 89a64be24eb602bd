import { describe, expect, it } from 'vitest';
import { customerStepFlow, type CustomerStepFlowInput } from './customerStepFlow';

function input(changes: Partial<CustomerStepFlowInput> = {}): CustomerStepFlowInput {
  return {
    profile: undefined,
    openSignIn: () => {},
    onNext: () => {},
    onPopupSaved: () => {},
    flightVariant: 'airports',
    popups: { contact: true, noteToDriver: true },
    flightsInline: false,
    fieldErrors: {},
    screen: { title: 'Details', steps: ['customer'] },
    isLastScreen: false,
    ...changes,
  };
}

describe('the customer step’s props (4.4)', () => {
  it('carry the screen’s Next where the details end a screen that another follows', () => {
    expect(customerStepFlow(input()).showNext).toBe(true);
  });

  it('leave Next to the payment’s button where the payment shares the screen', () => {
    const shared = { title: 'Details and payment', steps: ['customer', 'payment'] } as const;
    expect(customerStepFlow(input({ screen: shared })).showNext).toBe(false);
    expect(customerStepFlow(input({ isLastScreen: true })).showNext).toBe(false);
  });

  it('ask for flights in the dialog unless the journey asks for them, and give the screen’s errors', () => {
    expect(customerStepFlow(input()).flightsInDialog).toBe(true);
    const inline = customerStepFlow(input({ flightsInline: true, fieldErrors: { email: 'Email is required' } }));
    expect(inline.flightsInDialog).toBe(false);
    expect(inline.errors).toEqual({ email: 'Email is required' });
  });
});
