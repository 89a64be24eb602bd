import { useEffect, useState } from 'react';
import { useNotificationChannelOverride } from '@/adapters/notifications';
import { useConfig } from '@/config';
import { isTripOver } from '../model/status';
import { openChannel } from './openChannel';

/**
 * The live status of each booking listed (the live tracking rule (rules: live-tracking) statusUpdate), so that what depends on it, such as the Track
 * button of the booking actions rule (rules: booking-actions), appears as the status changes. One channel follows them all; finished ones are not followed.
 */
export function useLiveStatuses(
  bookings: readonly { jobPartId: number; status: string }[],
  profileId: number | string,
): Record<number, string> {
  const config = useConfig();
  const override = useNotificationChannelOverride();
  const [statuses, setStatuses] = useState<Record<number, string>>({});
  const followed = bookings.filter((booking) => !isTripOver(booking.status)).map((booking) => booking.jobPartId);
  const key = followed.join(',');
  const hubUrl = config.chatApiUrl.trim();

  useEffect(() => {
    const ids = key ? key.split(',').map(Number) : [];
    if (ids.length === 0) return;
    let cancelled = false;
    const stops: (() => void)[] = [];
    let close: (() => Promise<void>) | undefined;
    void openChannel(hubUrl, override, { profileId }).then((channel) => {
      if (!channel || cancelled) return void channel?.close();
      close = () => channel.close();
      const set = (id: number, status: unknown) => {
        if (typeof status === 'string' && status.trim()) setStatuses((now) => ({ ...now, [id]: status }));
      };
      for (const id of ids) {
        stops.push(
          channel.subscribe(
            { jobPartId: id },
            {
              onEvent: (event) => set(id, event.type === 'statusUpdate' ? event.status : event.data.status),
              onSubscribed: (snapshot) => set(id, snapshot.status),
            },
          ),
        );
      }
      channel.connect().catch(() => undefined);
    });
    return () => {
      cancelled = true;
      for (const stop of stops) stop();
      void close?.();
    };
  }, [key, hubUrl, override, profileId]);

  return statuses;
}
