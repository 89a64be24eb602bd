import { Box, Grid } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { WizardMap } from '../wizard/WizardMap';

/** Room for the card (28rem) and a map of at least 15rem: a wide page, or the 760 px popup a client's site opens. */
const ROOM_FOR_MAP = '@media screen and (min-width: 44rem)';

/**
 * A compact entry card (inlinex's journey card, gateway's entry form) with the journey's map beside it wherever
 * there is room for both: on a wide page, or in a client's wide popup, the narrow card alone left two thirds of the
 * space empty (issue 28, "empty space"). Where the card is meant to be narrow (a hero banner, a side column, a phone)
 * there is no room and the card stands alone, as before.
 */
export function EntryWithMap({ children }: { children: ReactNode }) {
  return (
    <Grid
      templateColumns="minmax(0, 1fr)"
      gap="6"
      alignItems="start"
      data-testid="entry-with-map"
      css={{ [ROOM_FOR_MAP]: { gridTemplateColumns: 'minmax(0, 28rem) minmax(0, 1fr)' } }}
    >
      {children}
      <Box display="none" css={{ [ROOM_FOR_MAP]: { display: 'block' } }}>
        <WizardMap />
      </Box>
    </Grid>
  );
}
