/**
 * Beyond the spec (issue 12): the name on the driver's meet-and-greet sign at an airport pick-up travels in the
 * booking's note, the one field every driver app shows. A flight's sign defaults to the passenger's name.
 */
import { contactName } from './contact';
import type { BookingDraft } from './draft';

type SignDraft = Pick<
  BookingDraft,
  'note' | 'contact' | 'pickUp' | 'dropOff' | 'returnKind' | 'flight' | 'returnFlight'
>;

export const SIGN_NOTE = 'Meet and greet sign:';
export const RETURN_SIGN_NOTE = 'Return meet and greet sign:';

/** The names on the signs: the onward pick-up at an airport, and the return's pick-up at the drop-off airport. */
export function meetAndGreetSigns(draft: Readonly<SignDraft>): { onward: string; return: string } {
  const passenger = contactName(draft.contact);
  const sign = (flight: SignDraft['flight'], atAirport: boolean) =>
    flight && atAirport ? (flight.signText ?? passenger).trim() : '';
  return {
    onward: sign(draft.flight, Boolean(draft.pickUp?.isAirport)),
    return: draft.returnKind === 'none' ? '' : sign(draft.returnFlight, Boolean(draft.dropOff?.isAirport)),
  };
}

/** The note to send: the customer's note, then a line for each sign (one line when both legs' signs agree). */
export function noteWithSigns(draft: Readonly<SignDraft>): string {
  const signs = meetAndGreetSigns(draft);
  const lines = [draft.note.trim()];
  if (signs.onward) lines.push(`${SIGN_NOTE} ${signs.onward}`);
  if (signs.return && signs.return !== signs.onward)
    lines.push(`${signs.onward ? RETURN_SIGN_NOTE : SIGN_NOTE} ${signs.return}`);
  return lines.filter(Boolean).join('\n');
}
