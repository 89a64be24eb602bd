import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import type { BookingSummary } from '@/api';
import { useT } from '@/i18n';
import { calendarEvent, calendarFileName, calendarHeader, downloadFile } from '@/shared';
import { calendarLeg } from '../model/journey';

/** "Add to calendar" (beyond the spec): an .ics file built in the browser; the ics package loads on first use. */
export function AddToCalendar({ booking, company }: { booking: BookingSummary; company: string }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      // The event's words in the page's language (the language rule), as the ticket's file says them.
      const event = calendarEvent(calendarLeg(booking), company, {}, (id, values) =>
        t(`common.calendar.${id}`, values),
      );
      if (!event) throw new Error('No pick-up time');
      const { createEvents } = await import('ics');
      const { error, value } = createEvents([event], calendarHeader(company));
      if (error || !value) throw error ?? new Error('No calendar event');
      downloadFile(new Blob([value], { type: 'text/calendar;charset=utf-8' }), calendarFileName(booking.jobPartId));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={() => void download()}
      loading={busy}
      aria-label={t('account.calendar.label', { ref: booking.jobPartId })}
    >
      {failed ? t('account.calendar.retry') : t('account.calendar.add')}
    </Button>
  );
}
