import { Button, Dialog, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DateTimePicker, dialogs, type MinuteStep } from '@/design-system';
import { telHref, useConfig } from '@/config';
import { useTranslator } from '@/i18n';
import { now as clockNow } from '../model/clock';
import { timeWarning } from '../model/messages';
import { formatBookingTime, isTimeExpired, toPickerValue } from '../model/time';
import { clearBooking, patchBooking, setPickupTime } from '../state/actions';
import { useBooking, useBookingStore } from '../state/bookingStore';
import { currentEarliestTime, refreshTimeValidity, requote, type QuoteSettings } from '../state/quote';

export interface QuoteExpiredDialogProps {
  settings: QuoteSettings;
  /** Resizes the map once the dialog has changed the layout (the quote lifecycle rule (rules: quote-lifecycle): after 100 ms). */
  onLayoutChange?: () => void;
}

/** The quote lifecycle and verbatim messages rules (rules: quote-lifecycle, messages): the quotation-expired dialog with a new time, Re-Quote and Cancel. Loaded only when a quote expires. */
export default function QuoteExpiredDialog({ settings, onLayoutChange }: QuoteExpiredDialogProps) {
  const config = useConfig();
  const { t, locale, ltr } = useTranslator();
  const store = useBookingStore();
  const draft = useBooking();
  const [busy, setBusy] = useState(false);
  const earliest = currentEarliestTime(store, settings);
  const timeInvalid = isTimeExpired(draft.time, earliest, settings.zone);

  const chooseTime = (value: { mode: 'asap' | 'later'; time: string | null }) => {
    setPickupTime(store, value);
    // Choosing a new time sets the time's validity; an invalid time zeroes the fare and resets the counter.
    if (!refreshTimeValidity(store, settings)) {
      patchBooking(store, { quotedAt: 0, quotation: draft.quotation ? { ...draft.quotation, totalFare: 0 } : null });
      setTimeout(() => onLayoutChange?.(), 100);
    }
  };

  const reQuote = async () => {
    if (busy) return;
    setBusy(true);
    await requote(store, settings);
    setBusy(false);
  };

  const cancel = () => {
    dialogs.closeAll();
    store.quote.expired = false;
    clearBooking(store);
  };

  return (
    <Dialog.Root
      open
      role="alertdialog"
      placement="center"
      closeOnInteractOutside={false}
      // Escape must never throw the booking away: it re-quotes when the time allows, and otherwise leaves the
      // dialog open for a new time. Only the Cancel button clears the booking (the clear booking rule, rules: clear-booking).
      closeOnEscape={false}
      onEscapeKeyDown={() => {
        if (!timeInvalid) void reQuote();
      }}
      onOpenChange={(d) => !d.open && cancel()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('booking.expired.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>
                  {t('booking.message.quotationExpiredLead')}{' '}
                  <Link href={telHref(config.phone)} color="colorPalette.fg" fontWeight="semibold" dir="ltr">
                    {ltr(config.phone)}
                  </Link>
                </Text>
                <DateTimePicker
                  id="quote-expired-time"
                  label={t('booking.field.pickUpTime')}
                  value={toPickerValue(draft.time)}
                  onChange={chooseTime}
                  timeZone={settings.zone}
                  now={() => new Date(clockNow())}
                  minuteStep={(config.minuteStep || 1) as MinuteStep}
                  minTime={earliest}
                  error={timeInvalid ? timeWarning(t, formatBookingTime(earliest, settings.zone, locale)) : undefined}
                />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer gap="3">
              <Button variant="outline" onClick={cancel}>
                {t('booking.expired.cancel')}
              </Button>
              <Button
                onClick={reQuote}
                disabled={timeInvalid}
                loading={busy}
                loadingText={t('booking.expired.requote')}
              >
                {t('booking.expired.requote')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
