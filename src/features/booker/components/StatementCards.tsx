import { Box, Card, Grid, HStack, List, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { WireStatementLine } from '@/api';
import { useT } from '@/i18n';
import { sortChoices, sortFromValue, sortValue, type Sort } from '../model/statement';
import { JourneyText } from './JourneyText';

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
  const t = useT();
  return (
    <Stack gap="3">
      <NativeSelect.Root>
        <NativeSelect.Field
          aria-label={t('booker.statement.sortBy')}
          value={sortValue(sort)}
          onChange={(e) => {
            const chosen = sortFromValue(e.target.value);
            if (chosen) onSort(chosen);
          }}
        >
          {sortChoices(t).map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <List.Root as="ul" listStyle="none" gap="3" aria-label={t('booker.statement.lines')}>
        {lines.map((line) => (
          <List.Item key={line.jobpartid} data-jobpartid={line.jobpartid}>
            <Card.Root size="sm" width="full">
              <Card.Body gap="2">
                <HStack justify="space-between" align="start" gap="3">
                  <Fact label={t('booker.column.jobpartid')}>
                    {line.jobpartid} · {line.status}
                  </Fact>
                  <Fact label={t('booker.column.price')} end>
                    {money(line.price)} (
                    {line.card
                      ? t('booker.statement.paidByCard', { amount: money(line.card) })
                      : t('booker.statement.paidInCash', { amount: money(line.cash) })}
                    )
                  </Fact>
                </HStack>
                <Grid templateColumns="1fr 1fr" gap="2">
                  <Fact label={t('booker.column.bookingdate')}>{when(line.bookingdate)}</Fact>
                  <Fact label={t('booker.column.commission')} end>
                    {money(line.commission ?? 0)}
                  </Fact>
                  <Fact label={t('booker.column.bookerref')}>{line.bookerref || '–'}</Fact>
                  <Fact label={t('booker.column.costcentre')} end>
                    {line.costcentre || '–'}
                  </Fact>
                </Grid>
                <Fact label={t('booker.column.name')}>
                  {line.name}
                  {line.address ? `, ${line.address}` : ''}
                </Fact>
                <Fact label={t('booker.column.journey')}>
                  <JourneyText line={line} />
                </Fact>
              </Card.Body>
            </Card.Root>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
