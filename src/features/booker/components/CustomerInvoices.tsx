import { Button, Table, Text, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { customerInvoiceReport, getCustomerInvoices } from '@/api';
import { useConfig } from '@/config';
import { formatDate, inOperatorZone } from '@/design-system';
import { formatMoney, LoadState, ReadFailure, useRead } from '@/shared';
import { answered } from '../model/answers';
import { BOOKER_TEXT } from '../model/messages';
import { NoticeAlert } from './NoticeAlert';
import { useInvoiceDownload } from './useInvoiceDownload';

/** A signed-in customer's own invoices (the product pages rule, rules: product-pages): one per booking they pay for, each with its PDF. */
export function CustomerInvoices({ customerId }: { customerId: number }) {
  const config = useConfig();
  const [failure, setFailure] = useState<string>();
  const read = useRead(['customerInvoices', customerId], async (signal) => {
    const answer = await getCustomerInvoices({ signal });
    const verdict = answered(answer);
    if (!verdict.ok) throw new ReadFailure(verdict.message);
    return answer.invoices ?? [];
  });
  const day = (iso: string) => formatDate(inOperatorZone(iso, config.timeZone));
  const { downloading, download } = useInvoiceDownload((id) => customerInvoiceReport(id), setFailure);

  return (
    <Stack gap="4">
      <Text color="fg.muted">{BOOKER_TEXT.customerInvoicesIntro}</Text>
      {failure ? <NoticeAlert ok={false} message={failure} /> : null}
      <LoadState read={read} what="your invoices">
        {(invoices) =>
          invoices.length ? (
            <Table.ScrollArea borderWidth="1px" rounded="l2">
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Invoice</Table.ColumnHeader>
                    <Table.ColumnHeader>Journey</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Text srOnly>Download</Text>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {invoices.map((invoice) => (
                    <Table.Row key={invoice.id} data-customer-invoice={invoice.id}>
                      <Table.Cell>
                        {invoice.id}
                        <Text as="span" display="block" color="fg.muted" fontSize="xs">
                          {day(invoice.datefrom)}
                        </Text>
                      </Table.Cell>
                      <Table.Cell>{invoice.journey}</Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap">
                        {formatMoney(invoice.total, config.currencyCode)}
                        <Text as="span" display="block" color="fg.muted" fontSize="xs">
                          {invoice.paid ? BOOKER_TEXT.paid : BOOKER_TEXT.toPay}
                        </Text>
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        <Button
                          size="xs"
                          variant="outline"
                          loading={downloading === invoice.id}
                          loadingText={BOOKER_TEXT.preparingPdf}
                          onClick={() => download(invoice.id)}
                          aria-label={`${BOOKER_TEXT.downloadPdf} of invoice ${invoice.id}`}
                        >
                          {BOOKER_TEXT.downloadPdf}
                        </Button>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          ) : (
            <Text>{BOOKER_TEXT.noCustomerInvoices}</Text>
          )
        }
      </LoadState>
    </Stack>
  );
}
