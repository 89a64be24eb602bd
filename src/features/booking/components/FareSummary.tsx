import { Box, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';
import { useConfig } from '@/config';
import { useTranslator } from '@/i18n';
import { DiscountLines, formatMoney } from '@/shared';
import { knownMessage } from '../model/messages';
import { payableTotalOf } from '../model/payable';
import { formatCountdown, quoteInputsKey, quoteSecondsLeft } from '../model/quote';
import { expiredTimeWarning } from '../model/time';
import { useBooking, useBookingStore } from '../state/bookingStore';
import { useNow } from '../state/useNow';
import { AsapPickupNote } from './journey/AsapPickupNote';

/**
 * The fare the booking stands at, with progress while a quote is in flight and the time the price is held for
 * (the quote lifecycle rule, rules: quote-lifecycle). A fare shows only while it belongs to the inputs it was quoted for.
 */
export function FareSummary({
  showTime = true,
}: {
  /** Off beside the pick-up time field, which itself says when ASAP is and warns of a time become too early. */
  showTime?: boolean;
}) {
  const config = useConfig();
  const { t, locale } = useTranslator();
  const draft = useBooking();
  const quote = useSnapshot(useBookingStore().quote);
  const nowMs = useNow(1000);
  const current = draft.quoteKey !== '' && draft.quoteKey === quoteInputsKey(draft) && draft.quotation !== null;
  // What is charged: the chosen fare less any promo code (the same figure the payment step and the card button show).
  const payable = current ? payableTotalOf(draft) : null;
  const currencyCode = draft.quotation?.currencyCode || config.currencyCode;
  const secondsLeft = current && nowMs ? quoteSecondsLeft(draft.quotedAt, config.quoteTimeoutMinutes, nowMs) : 0;
  // No quote is asked for a pick-up time that has become too early: say why there is no fare (seen with the vehicles too).
  const timeProblem = current || !showTime ? '' : expiredTimeWarning(draft.time, config.timeZone, t, locale);

  return (
    <Box aria-live="polite" data-testid="fare-summary">
      {quote.loading ? (
        <HStack role="status" gap="2">
          <Spinner size="sm" color="colorPalette.solid" />
          <Text>{t('booking.fare.loading')}</Text>
        </HStack>
      ) : quote.error ? (
        <Text color="fg.error" role="alert">
          {knownMessage(t, quote.error)}
        </Text>
      ) : timeProblem ? (
        <Text color="fg.error" role="alert" data-testid="fare-time-warning">
          {timeProblem}
        </Text>
      ) : payable && payable.fare > 0 ? (
        <Stack gap="0">
          <DiscountLines payable={payable} currencyCode={currencyCode} />
          <Text fontSize="2xl" fontWeight="bold" data-testid="fare">
            {formatMoney(payable.total, currencyCode, locale)}
          </Text>
          {showTime && draft.time.pickUpType === 'now' ? (
            <AsapPickupNote
              travelMinutes={draft.quotation?.travelTime ?? 0}
              minLeadTime={config.minLeadTime}
              zone={config.timeZone}
              fontSize="sm"
              data-testid="fare-asap-time"
            />
          ) : null}
          {secondsLeft > 0 ? (
            <Text fontSize="sm" color="fg.muted" data-testid="quote-countdown">
              {t('booking.fare.heldFor', { time: formatCountdown(secondsLeft) })}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Box>
  );
}
