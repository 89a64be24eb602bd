import { Text, type TextProps } from '@chakra-ui/react';
import { asapPickupText, asapPickupTime } from '../../model/time';
import { useNow } from '../../state/useNow';

export interface AsapPickupNoteProps extends TextProps {
  travelMinutes: number;
  minLeadTime: number;
  zone: string;
}

/**
 * When ASAP is (the minimum lead time rule (rules: lead-time): now plus the lead time), to the minute. It keeps its own one-second clock so that every place
 * saying it says the same minute, whatever clock the screen around it reads.
 */
export function AsapPickupNote({ travelMinutes, minLeadTime, zone, ...textProps }: AsapPickupNoteProps) {
  const nowMs = useNow(1000);
  if (!nowMs) return null;
  return (
    <Text {...textProps}>{asapPickupText(asapPickupTime(nowMs, travelMinutes, minLeadTime, zone), nowMs, zone)}</Text>
  );
}
