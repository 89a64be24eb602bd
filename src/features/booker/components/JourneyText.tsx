import { Text } from '@chakra-ui/react';
import type { WireStatementLine } from '@/api';
import { useT } from '@/i18n';

/** A line's journey: the route, then the via and the note on lines of their own. */
export function JourneyText({ line }: { line: WireStatementLine }) {
  const t = useT();
  return (
    <>
      {t('booker.statement.journeyRoute', {
        pickup: line.pickupaddress,
        pickupPostcode: line.pickpostcode,
        dropoff: line.dropoffaddress,
        dropoffPostcode: line.droppostcode,
      })}
      {line.via ? (
        <Text as="span" display="block" color="fg.muted">
          {t('booker.statement.via', { via: line.via })}
        </Text>
      ) : null}
      {line.note ? (
        <Text as="span" display="block" color="fg.muted">
          {t('booker.statement.note', { note: line.note })}
        </Text>
      ) : null}
    </>
  );
}
