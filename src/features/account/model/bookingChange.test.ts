import { describe, expect, it } from 'vitest';
import { createTranslator } from '@/i18n';
import { compileCatalog } from '@/i18n/compileCatalog';
import frAccount from '@/i18n/locales/fr/account.json';
import { sourceTranslator } from '@/i18n/sourceTranslator';
import {
  canChange,
  changedText,
  changeFormFrom,
  changesOf,
  newFareText,
  type ChangeableBooking,
} from './bookingChange';

const { t } = sourceTranslator();

const ZONE = 'Europe/London';
const POLICY = { changeuntilhours: 2, refunds: {} };
const booking: ChangeableBooking = {
  jobPartId: 812,
  status: 'Upcoming',
  pickupDateTime: '2026-11-24T08:00:00+00:00',
  passengers: 2,
  suitcases: 1,
  vehicleTypeId: 1,
  notes: 'Call on arrival',
};

describe('the change cut-off rule on the booking detail', () => {
  it('offers Change more than the cut-off before pick-up, on an upcoming booking only', () => {
    expect(canChange(booking, POLICY, new Date('2026-11-24T05:59:00Z'))).toBe(true);
    expect(canChange(booking, POLICY, new Date('2026-11-24T06:00:00Z'))).toBe(false);
    expect(canChange({ ...booking, status: 'Cancelled' }, POLICY, new Date('2026-11-22T08:00:00Z'))).toBe(false);
    expect(canChange(booking, undefined, new Date('2026-11-22T08:00:00Z'))).toBe(false);
  });
});

describe('the change form', () => {
  it('starts from the booking, in the operator’s zone', () => {
    expect(changeFormFrom({ ...booking, pickupDateTime: '2026-06-24T08:00:00Z' }, ZONE)).toEqual({
      date: '2026-06-24',
      time: '09:00',
      passengers: 2,
      suitcases: 1,
      vehicleTypeId: 1,
      note: 'Call on arrival',
    });
  });

  it('sends only what changed', () => {
    const same = changeFormFrom(booking, ZONE);
    expect(changesOf(same, booking, ZONE)).toEqual({});
    expect(
      changesOf({ ...same, time: '10:30', suitcases: 3, vehicleTypeId: 2, note: ' Ring ' }, booking, ZONE),
    ).toEqual({
      bookingdate: '2026-11-24T10:30:00+00:00',
      luggages: 3,
      vehtypeid: 2,
      note: 'Ring',
    });
  });
});

describe('the words about the new fare', () => {
  const result = { code: 1, previousfare: 50, totalfare: 62.5, difference: 12.5 };
  it('says what more is paid, what comes back, or that nothing does', () => {
    expect(newFareText(result, 'GBP', true, t)).toBe(
      'New fare £62.50 (was £50.00): £12.50 more to pay before the change is made.',
    );
    expect(newFareText({ ...result, totalfare: 40, difference: -10 }, 'GBP', true, t)).toBe(
      'New fare £40.00 (was £50.00): £10.00 back to the card or account you paid with.',
    );
    expect(newFareText({ ...result, totalfare: 50, difference: 0 }, 'GBP', true, t)).toBe('The fare stays £50.00.');
    expect(newFareText(result, 'GBP', false, t)).toBe('New fare £62.50 (was £50.00).');
  });

  it('tells what the server charged or refunded', () => {
    const done = { code: 1, message: 'Your booking has been changed.' };
    expect(changedText({ ...done, chargedamount: 12.5 }, 'GBP', t)).toBe(
      'Your booking has been changed. £12.50 charged.',
    );
    expect(changedText({ ...done, refundamount: 10, refundstatus: 'refunded' }, 'GBP', t)).toBe(
      'Your booking has been changed. £10.00 refunded.',
    );
    expect(changedText(done, 'GBP', t)).toBe('Your booking has been changed.');
  });
});

describe('the words about the new fare in French (the language rule)', () => {
  const fr = createTranslator('fr', compileCatalog(frAccount), ['account']);
  it('says the fare, the difference and what was refunded in French, with French money', () => {
    const result = { code: 1, previousfare: 50, totalfare: 62.5, difference: 12.5 };
    expect(newFareText(result, 'GBP', true, fr.t, 'fr')).toMatch(
      /^Nouveau tarif : 62,50\s£ \(au lieu de 50,00\s£\) : 12,50\s£ de plus à régler/,
    );
    expect(changedText({ code: 1, refundamount: 10, refundstatus: 'refunded' }, 'GBP', fr.t, 'fr')).toMatch(
      /^Votre réservation a été modifiée\. 10,00\s£ remboursés\.$/,
    );
  });
});
