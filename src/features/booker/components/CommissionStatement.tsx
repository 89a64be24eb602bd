import {
  Box,
  Button,
  HStack,
  NativeSelect,
  Stack,
  Table,
  Text,
  useBreakpointValue,
  VisuallyHidden,
} from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useMemo, useState } from 'react';
import { bookerStatement, type WireStatementLine } from '@/api';
import { useConfig } from '@/config';
import { formatDateTime, inOperatorZone } from '@/design-system';
import { useT, useTranslator } from '@/i18n';
import { downloadFile, formatMoney, LoadState, ReadFailure, useRead } from '@/shared';
import { answered } from '../model/answers';
import {
  firstOrder,
  SORT_COLUMNS,
  sortLines,
  statementCsv,
  statementDates,
  STATEMENT_RANGES,
  totalsOf,
  type Sort,
  type SortKey,
  type StatementRange,
} from '../model/statement';
import { JourneyText } from './JourneyText';
import { StatementCards } from './StatementCards';

/** The commission statement (the booker statement and booker calls rules, rules: booker-statement, call-booker): lines of the chosen range, sortable, with totals and a CSV export. */
export function CommissionStatement({ bookerId }: { bookerId: number }) {
  const config = useConfig();
  const { t, locale } = useTranslator();
  const [range, setRange] = useState<StatementRange>(3);
  const [sort, setSort] = useState<Sort>({ key: 'bookingdate', descending: true });
  const dates = statementDates(range, DateTime.now().setZone(config.timeZone));
  const read = useRead(['bookerStatement', bookerId, dates.datefrom, dates.dateto], async (signal) => {
    const answer = await bookerStatement({ bookerid: bookerId, ...dates }, { signal });
    const verdict = answered(answer);
    if (!verdict.ok) throw new ReadFailure(verdict.message);
    return answer.bookings ?? [];
  });
  const money = (amount: number) => formatMoney(amount, config.currencyCode, locale);
  const when = (iso: string) => formatDateTime(inOperatorZone(iso, config.timeZone).setLocale(locale));

  const toggle = (key: SortKey) =>
    setSort((current) => (current.key === key ? { key, descending: !current.descending } : firstOrder(key)));

  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap" justify="space-between">
        <NativeSelect.Root maxW="xs">
          <NativeSelect.Field
            aria-label={t('booker.statement.dateRange')}
            value={String(range)}
            onChange={(e) => setRange(Number(e.target.value) as StatementRange)}
          >
            {STATEMENT_RANGES.map((r) => (
              <option key={r.months} value={r.months}>
                {t(r.label, { count: r.months })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {read.status === 'ready' && read.data.length ? (
          <Button
            variant="outline"
            onClick={() =>
              downloadFile(
                new Blob([statementCsv(sortLines(read.data, sort))], { type: 'text/csv;charset=utf-8' }),
                `commission-statement-${dates.datefrom}-${dates.dateto}.csv`,
              )
            }
          >
            {t('booker.statement.exportCsv')}
          </Button>
        ) : null}
      </HStack>
      <LoadState read={read} what={t('booker.statement.what')}>
        {(lines) =>
          lines.length ? (
            <StatementLines lines={lines} sort={sort} onSort={setSort} onToggle={toggle} money={money} when={when} />
          ) : (
            <Text>{t('booker.statement.none')}</Text>
          )
        }
      </LoadState>
    </Stack>
  );
}

interface LinesProps {
  lines: WireStatementLine[];
  sort: Sort;
  money: (amount: number) => string;
  when: (iso: string) => string;
}

/** The totals, then the lines: cards on a phone (below md), else the table with its sortable headings. */
function StatementLines({
  lines,
  sort,
  onSort,
  onToggle,
  money,
  when,
}: LinesProps & { onSort: (sort: Sort) => void; onToggle: (key: SortKey) => void }) {
  const t = useT();
  const sorted = useMemo(() => sortLines(lines, sort), [lines, sort]);
  const totals = useMemo(() => totalsOf(lines), [lines]);
  // Measured at once (no server render here), so a desktop never draws the cards first.
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false });
  return (
    <Stack gap="4">
      <HStack gap="6" wrap="wrap" aria-label={t('booker.statement.totals')} role="group">
        <Total label={t('booker.statement.bookings')} value={String(lines.length)} />
        <Total label={t('booker.statement.card')} value={money(totals.card)} />
        <Total label={t('booker.statement.cash')} value={money(totals.cash)} />
        <Total label={t('booker.statement.total')} value={money(totals.price)} />
        <Total label={t('booker.column.commission')} value={money(totals.commission)} />
      </HStack>
      {phone ? (
        <StatementCards lines={sorted} sort={sort} onSort={onSort} money={money} when={when} />
      ) : (
        <StatementTable lines={sorted} sort={sort} onSort={onToggle} money={money} when={when} />
      )}
    </Stack>
  );
}

function StatementTable({ lines, sort, onSort, money, when }: LinesProps & { onSort: (key: SortKey) => void }) {
  const t = useT();
  return (
    <>
      {/* A region of its own that scrolls sideways if a narrow window still needs it, reachable by keyboard. */}
      <Table.ScrollArea
        borderWidth="1px"
        rounded="l2"
        tabIndex={0}
        role="region"
        aria-label={t('booker.statement.lines')}
      >
        <Table.Root size="sm" stickyHeader>
          <VisuallyHidden as="caption">{t('booker.statement.caption')}</VisuallyHidden>
          <Table.Header>
            <Table.Row>
              {SORT_COLUMNS.map((column) => (
                <Table.ColumnHeader
                  key={column.key}
                  textAlign={column.numeric ? 'end' : 'start'}
                  aria-sort={sort.key === column.key ? (sort.descending ? 'descending' : 'ascending') : undefined}
                >
                  <Button variant="plain" size="xs" px="0" fontWeight="semibold" onClick={() => onSort(column.key)}>
                    {t(column.title)}
                    {sort.key === column.key ? <span aria-hidden="true">{sort.descending ? ' ▼' : ' ▲'}</span> : null}
                  </Button>
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader>{t('booker.column.journey')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lines.map((line) => (
              <Table.Row key={line.jobpartid} data-jobpartid={line.jobpartid}>
                <Table.Cell whiteSpace="nowrap">{when(line.bookingdate)}</Table.Cell>
                <Table.Cell textAlign="end">{line.jobpartid}</Table.Cell>
                <Table.Cell>{line.bookerref}</Table.Cell>
                <Table.Cell>{line.costcentre}</Table.Cell>
                <Table.Cell>
                  {line.name}
                  {line.address ? (
                    <Text as="span" display="block" color="fg.muted">
                      {line.address}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell>{line.status}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {money(line.price)}
                  <Text as="span" display="block" color="fg.muted" fontSize="xs">
                    {line.card
                      ? t('booker.statement.paidByCard', { amount: money(line.card) })
                      : t('booker.statement.paidInCash', { amount: money(line.cash) })}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {money(line.commission ?? 0)}
                </Table.Cell>
                <Table.Cell minW="64">
                  <JourneyText line={line} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold" fontSize="lg">
        {value}
      </Text>
    </Box>
  );
}
