import { Text, type TextProps } from '@chakra-ui/react';
import { useTranslator } from '@/i18n';
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
  const { t, locale } = useTranslator();
  const nowMs = useNow(1000);
  if (!nowMs) return null;
  const asap = asapPickupTime(nowMs, travelMinutes, minLeadTime, zone);
  return <Text {...textProps}>{asapPickupText(asap, nowMs, zone, t, locale)}</Text>;
}
