import { Alert, Fieldset, HStack, RadioGroup, Stack } from '@chakra-ui/react';
import { DateTimePicker, type MinuteStep } from '@/design-system';
import { useTranslator, type MessageId } from '@/i18n';
import type { BookingDraft, ReturnKind } from '../../model/draft';
import { earliestReturnMessage, timeWarning } from '../../model/messages';
import { quoteWarningsFor } from '../../model/quoteWarnings';
import { FIELD_IDS, earliestReturnFor } from '../../model/steps';
import {
  earliestPickupTime,
  formatBookingTime,
  isTimeExpired,
  returnDateProblem,
  toPickerValue,
} from '../../model/time';
import { setPickupTime, setReturnDate, setReturnKind } from '../../state/actions';
import { useBookingStore } from '../../state/bookingStore';
import { now as clockNow } from '../../model/clock';
import { AsapPickupNote } from './AsapPickupNote';

export interface TimeFieldsProps {
  draft: Pick<BookingDraft, 'time' | 'returnKind' | 'returnDate' | 'quotation'>;
  nowMs: number;
  zone: string;
  minLeadTime: number;
  minuteStep: number;
  errors: Record<string, string>;
}

const RETURN_OPTIONS: { value: ReturnKind; label: MessageId }[] = [
  { value: 'none', label: 'booking.time.oneWay' },
  { value: 'return', label: 'booking.time.return' },
  { value: 'waitAndReturn', label: 'booking.time.waitAndReturn' },
];

/** Pick-up time (Asap or Later) with the time warning of the verbatim messages rule (rules: messages), and the return choice of 4.2. */
export function TimeFields({ draft, nowMs, zone, minLeadTime, minuteStep, errors }: TimeFieldsProps) {
  const { t, locale } = useTranslator();
  const store = useBookingStore();
  const earliest = nowMs ? earliestPickupTime(nowMs, draft.quotation?.travelTime ?? 0, minLeadTime, zone) : '';
  const expired = isTimeExpired(draft.time, earliest, zone);
  const timeError =
    errors[FIELD_IDS.time] || (expired ? timeWarning(t, formatBookingTime(earliest, zone, locale)) : undefined);
  const earliestReturn = nowMs ? earliestReturnFor(draft, nowMs, zone, minLeadTime) : '';
  const returnProblem = draft.returnDate ? returnDateProblem(draft.returnDate, earliestReturn, zone) : null;
  const returnError =
    errors[FIELD_IDS.returnDate] ||
    (returnProblem === 'tooEarly'
      ? earliestReturnMessage(t, formatBookingTime(earliestReturn, zone, locale))
      : undefined);
  const step = (minuteStep || 1) as MinuteStep;
  const checks = quoteWarningsFor(draft.quotation, 'time');

  return (
    <Stack gap="4">
      <DateTimePicker
        id={FIELD_IDS.time}
        label={t('booking.field.pickUpTime')}
        required
        value={toPickerValue(draft.time)}
        onChange={(value) => setPickupTime(store, value)}
        timeZone={zone}
        now={() => new Date(clockNow())}
        minuteStep={step}
        minTime={earliest || null}
        error={timeError}
      />
      {checks.length ? (
        // The booking checks rule (rules: booking-checks): what looks wrong, beside the time that can put it right.
        <Alert.Root status="warning" size="sm" mt="-2" data-testid="time-warnings">
          <Alert.Indicator />
          <Alert.Content>
            {checks.map((message) => (
              <Alert.Description key={message}>{message}</Alert.Description>
            ))}
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {/* ASAP is not "now": it is now plus the operator's lead time; say when, before anyone pays for it. */}
      {draft.time.pickUpType === 'now' ? (
        <AsapPickupNote
          travelMinutes={draft.quotation?.travelTime ?? 0}
          minLeadTime={minLeadTime}
          zone={zone}
          fontSize="sm"
          color="fg.muted"
          mt="-2"
          data-testid="asap-time"
        />
      ) : null}
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="medium">{t('booking.time.returnJourney')}</Fieldset.Legend>
        <RadioGroup.Root
          value={draft.returnKind}
          onValueChange={(e) => setReturnKind(store, e.value as ReturnKind)}
          size="sm"
        >
          <HStack gap="4" wrap="wrap">
            {RETURN_OPTIONS.map((option) => (
              <RadioGroup.Item key={option.value} value={option.value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(option.label)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
      </Fieldset.Root>
      {draft.returnKind === 'return' ? (
        <DateTimePicker
          id={FIELD_IDS.returnDate}
          label={t('booking.field.returnDate')}
          required
          allowAsap={false}
          value={{ mode: 'later', time: draft.returnDate || null }}
          onChange={(value) => setReturnDate(store, value.time)}
          timeZone={zone}
          now={() => new Date(clockNow())}
          minuteStep={step}
          minTime={earliestReturn || null}
          error={returnError}
        />
      ) : null}
    </Stack>
  );
}
