import { Box, Card, Grid, HStack, List, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { WireStatementLine } from '@/api';
import { sortChoices, sortFromValue, sortValue, type Sort } from '../model/statement';

const SORT_CHOICES = sortChoices();

/** One labelled fact of a card: the label above, the value below, so nothing needs sideways room. */
function Fact({ label, children, end }: { label: string; children: React.ReactNode; end?: boolean }) {
  return (
    <Box textAlign={end ? 'end' : 'start'} minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text overflowWrap="anywhere">{children}</Text>
    </Box>
  );
}

/**
 * The statement on a phone (below the md breakpoint): a card per line with every column of the table, and the sort
 * as a list (there are no column headings to press), so nothing scrolls sideways at 390 px.
 */
export function StatementCards({
  lines,
  sort,
  onSort,
  money,
  when,
}: {
  lines: WireStatementLine[];
  sort: Sort;
  onSort: (sort: Sort) => void;
  money: (amount: number) => string;
  when: (iso: string) => string;
}) {
  return (
    <Stack gap="3">
      <NativeSelect.Root>
        <NativeSelect.Field
          aria-label="Sort by"
          value={sortValue(sort)}
          onChange={(e) => {
            const chosen = sortFromValue(e.target.value);
            if (chosen) onSort(chosen);
          }}
        >
          {SORT_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <List.Root as="ul" listStyle="none" gap="3" aria-label="Statement lines">
        {lines.map((line) => (
          <List.Item key={line.jobpartid} data-jobpartid={line.jobpartid}>
            <Card.Root size="sm" width="full">
              <Card.Body gap="2">
                <HStack justify="space-between" align="start" gap="3">
                  <Fact label="Ref">
                    {line.jobpartid} · {line.status}
                  </Fact>
                  <Fact label="Price" end>
                    {money(line.price)} ({line.card ? `card ${money(line.card)}` : `cash ${money(line.cash)}`})
                  </Fact>
                </HStack>
                <Grid templateColumns="1fr 1fr" gap="2">
                  <Fact label="Booking date">{when(line.bookingdate)}</Fact>
                  <Fact label="Commission" end>
                    {money(line.commission ?? 0)}
                  </Fact>
                  <Fact label="Our Ref">{line.bookerref || '–'}</Fact>
                  <Fact label="Cost centre" end>
                    {line.costcentre || '–'}
                  </Fact>
                </Grid>
                <Fact label="Name">
                  {line.name}
                  {line.address ? `, ${line.address}` : ''}
                </Fact>
                <Fact label="Journey">
                  {line.pickupaddress} ({line.pickpostcode}) to {line.dropoffaddress} ({line.droppostcode})
                  {line.via ? `, via ${line.via}` : ''}
                  {line.note ? `. Note: ${line.note}` : ''}
                </Fact>
              </Card.Body>
            </Card.Root>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
