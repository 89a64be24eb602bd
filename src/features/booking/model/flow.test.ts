import {
  confirmsAfterSignIn,
  defineTemplate,
  earlierStep,
  firstStepOf,
  flightVariantOf,
  flightsInlineOf,
  popupsOf,
  screenAfterSignIn,
  screenOf,
  TemplateDefinitionError,
  vehicleWithJourney,
  type ScreenDefinition,
  type SignInContinuation,
} from './flow';

const standard: ScreenDefinition[] = [
  { title: 'Journey', steps: ['journey'] },
  { title: 'Vehicle', steps: ['vehicle'] },
  { title: 'Details', steps: ['customer'] },
  { title: 'Payment', steps: ['payment'] },
];
const threeScreens: ScreenDefinition[] = [
  { title: 'Journey', steps: ['journey', 'vehicle'] },
  { title: 'Details', steps: ['customer'] },
  { title: 'Payment', steps: ['payment'] },
];
const twoScreens: ScreenDefinition[] = [
  { title: 'Journey', steps: ['journey', 'vehicle'] },
  { title: 'Details and payment', steps: ['customer', 'payment'] },
];
const define = (screens: ScreenDefinition[], signInContinues: SignInContinuation = { kind: 'nextScreen' }) =>
  defineTemplate({ name: 'wizard', screens, signInContinues, cardForm: 'inline' });

describe('a template definition (2.4)', () => {
  it('holds every step once, in the booking order, on screens that are not empty', () => {
    expect(() => define(standard)).not.toThrow();
    expect(() => define([{ title: 'All', steps: ['journey', 'vehicle', 'customer', 'payment'] }])).not.toThrow();
    expect(() => define(standard.slice(0, 3))).toThrow(TemplateDefinitionError);
    expect(() => define([standard[1], standard[0], standard[2], standard[3]])).toThrow(TemplateDefinitionError);
    expect(() => define([...standard, { title: 'Empty', steps: [] }])).toThrow(TemplateDefinitionError);
    expect(() => define([...standard, standard[3]])).toThrow(TemplateDefinitionError);
  });

  it('finds a screen by the steps it holds, and names a screen by its first step', () => {
    const three = define(threeScreens);
    expect(screenOf(three, 'vehicle')).toBe(0);
    expect(screenOf(three, 'payment')).toBe(2);
    expect(firstStepOf(three, 1)).toBe('customer');
    expect(firstStepOf(three, 9)).toBe('payment');
    expect(firstStepOf(three, -1)).toBe('journey');
  });

  it('checks the vehicle with the journey only when they share a screen (4.4 journey checks, check 6)', () => {
    expect(vehicleWithJourney(define(standard))).toBe(false);
    expect(vehicleWithJourney(define(threeScreens))).toBe(true);
    expect(vehicleWithJourney(define(twoScreens))).toBe(true);
  });

  it('knows which of two steps comes first', () => {
    expect(earlierStep('payment', 'customer')).toBe('customer');
    expect(earlierStep('vehicle', 'customer')).toBe('vehicle');
  });
});

describe('where a sign-in continues (4.7)', () => {
  it('Wizard continues one screen', () => {
    const wizard = define(standard);
    expect(screenAfterSignIn(wizard, screenOf(wizard, 'customer'))).toBe(screenOf(wizard, 'payment'));
    expect(screenAfterSignIn(wizard, screenOf(wizard, 'payment'))).toBe(screenOf(wizard, 'payment'));
  });

  it('GateWay and WizardT continue only up to the screen they name', () => {
    const upToVehicle = define(standard, { kind: 'nextScreen', upTo: 'vehicle' });
    expect(screenAfterSignIn(upToVehicle, 0)).toBe(1);
    expect(screenAfterSignIn(upToVehicle, 1)).toBe(1);
    expect(screenAfterSignIn(upToVehicle, 2)).toBe(2);
    const wizardt = define(twoScreens, { kind: 'nextScreen', upTo: 'payment' });
    expect(screenAfterSignIn(wizardt, 0)).toBe(1);
    expect(screenAfterSignIn(wizardt, 1)).toBe(1);
  });

  it('WizardX continues to payment; confirm booking stays for the confirm action', () => {
    const wizardx = define(threeScreens, { kind: 'payment' });
    expect(screenAfterSignIn(wizardx, 0)).toBe(2);
    const overflow = define(standard, { kind: 'confirmBooking' });
    expect(screenAfterSignIn(overflow, 2)).toBe(2);
  });
});

describe("a template's popups and flights (4.4, 4.7)", () => {
  const configured = { contact: true, noteToDriver: false };
  it("follow the template's own choice, else the operator's settings", () => {
    const plain = define(standard);
    expect(popupsOf(plain, configured)).toEqual(configured);
    const own = defineTemplate({ ...plain, popups: { contact: false, noteToDriver: true } });
    expect(popupsOf(own, configured)).toEqual({ contact: false, noteToDriver: true });
    expect(flightsInlineOf(plain, true)).toBe(true);
    expect(flightsInlineOf(plain, false)).toBe(false);
    expect(flightsInlineOf(defineTemplate({ ...plain, flights: 'dialog' }), true)).toBe(false);
    expect(flightsInlineOf(defineTemplate({ ...plain, flights: 'inline' }), false)).toBe(true);
  });
});

describe('where a sign-in ends and how the flight dialog asks (2.6, 4.7)', () => {
  it('ends in the confirm action for Overflow and the 360 variant, by screen for the others', () => {
    expect(confirmsAfterSignIn(define(standard, { kind: 'confirmBooking' }))).toBe(true);
    expect(confirmsAfterSignIn(define(standard, { kind: 'pendingTarget' }))).toBe(true);
    expect(confirmsAfterSignIn(define(standard, { kind: 'payment' }))).toBe(false);
    expect(confirmsAfterSignIn(define(standard, { kind: 'nextScreen' }))).toBe(false);
  });
  it('asks where from in free text only in the 360 variant', () => {
    expect(flightVariantOf(define(standard, { kind: 'pendingTarget' }))).toBe('text');
    expect(flightVariantOf(define(standard, { kind: 'confirmBooking' }))).toBe('airports');
  });
});
