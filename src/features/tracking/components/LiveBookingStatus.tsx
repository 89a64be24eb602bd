import { useMemo, type ReactNode } from 'react';
import { worthFollowing } from '../model/status';
import { useLiveStatuses } from '../state/useLiveStatuses';

export interface LiveBookingStatusProps {
  booking: { jobPartId: number; status: string; pickupDateTime: string };
  /** The signed-in customer (the live tracking rule's (rules: live-tracking) user name). */
  profileId: number | string;
  /** Shows the booking with its status as it is now. */
  children: (status: string) => ReactNode;
}

/**
 * One booking's status kept live over the notification channel (the live tracking rule, rules: live-tracking), for pages that show a booking, so what the
 * status decides (the Track button of the booking actions rule (rules: booking-actions), the badge) changes as the trip moves. Only a trip under way or a booking
 * whose pick-up is near is followed: for the others the channel is not even loaded.
 */
export function LiveBookingStatus({ booking, profileId, children }: LiveBookingStatusProps) {
  const { jobPartId, status, pickupDateTime } = booking;
  const followed = useMemo(
    () => (worthFollowing(status, pickupDateTime, Date.now()) ? [{ jobPartId, status }] : []),
    [jobPartId, status, pickupDateTime],
  );
  const live = useLiveStatuses(followed, profileId);
  return <>{children(live[jobPartId] ?? status)}</>;
}
