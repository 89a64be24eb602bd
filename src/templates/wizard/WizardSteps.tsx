import { useNavigate } from 'react-router-dom';
import type { WireBookingRequest } from '@/api';
import { useConfig } from '@/config';
import { openSignIn, useProfile } from '@/features/account';
import {
  booking,
  buildBookingRequest,
  clearBooking,
  CustomerStep,
  goToStep,
  payableTotalOf,
  selectedFare,
  useBooking,
  type BookingDraft,
} from '@/features/booking';
import { PaymentStep, type OfferedPaymentType } from '@/features/payment';

/** Step 3 (the booking feature's CustomerStep): contact, flight, note, promo and the sign-in hand-off; it has its own Next. */
export function CustomerStepSlot({ stepCount }: { stepCount: number }) {
  const profile = useProfile();
  return <CustomerStep profile={profile} openSignIn={openSignIn} stepCount={stepCount} />;
}

/**
 * The booking payload for the chosen price tier: the request builder looks the tier up by vehicle, and every tier
 * of a quote is for the chosen vehicle, so it is handed that one tier alone; pricetier tells the server which.
 */
function requestFor(
  draft: BookingDraft,
  paymentType: OfferedPaymentType,
  config: ReturnType<typeof useConfig>,
  profile: ReturnType<typeof useProfile>,
) {
  const quotation = draft.quotation;
  const tier = quotation?.priceTiers[draft.priceTier];
  const forTier: BookingDraft =
    quotation && tier
      ? { ...draft, paymentType, quotation: { ...quotation, priceTiers: [tier] }, priceTier: 0 }
      : { ...draft, paymentType };
  const body: WireBookingRequest = buildBookingRequest(forTier, config, profile);
  if (draft.quoteId) body.quoteid = draft.quoteId;
  if (tier) body.pricetier = draft.priceTier;
  return body;
}

/**
 * Step 4 (the payment feature's PaymentStep). Back clears the CVC through registerBackHandler (4.4).
 * `journeyStillValid` checks step 1 again before anything is sent and, when the journey no longer passes (a pick-up
 * time that has expired meanwhile), takes the customer back to step 1 with the errors shown.
 */
export function PaymentStepSlot({
  registerBackHandler,
  journeyStillValid,
}: {
  registerBackHandler: (clear: () => void) => () => void;
  journeyStillValid: () => boolean;
}) {
  const config = useConfig();
  const profile = useProfile();
  const draft = useBooking();
  const navigate = useNavigate();
  return (
    <PaymentStep
      total={payableTotalOf(draft)}
      currencyCode={draft.quotation?.currencyCode || config.currencyCode}
      paymentType={draft.paymentType}
      onPaymentTypeChange={(type) => (booking.paymentType = type)}
      buildRequest={(type) => {
        if (!journeyStillValid()) return null;
        // No current fare (a new quote on its way or refused): step 1 shows the progress or the reason.
        if (selectedFare(booking) <= 0) {
          goToStep(1);
          return null;
        }
        return requestFor(booking as BookingDraft, type, config, profile);
      }}
      requestId={draft.requestId}
      onRequestId={(id) => (booking.requestId = id)}
      registerBackHandler={registerBackHandler}
      onConfirmed={(confirmed) => {
        // The booking is made: the next visit starts a new one, and the confirmed page reads this one by its code.
        clearBooking();
        navigate(`/confirmed/${confirmed.bookingCode}`);
      }}
    />
  );
}
