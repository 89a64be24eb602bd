import { Alert, Button, Table, Text, Stack } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useState } from 'react';
import {
  customerInvoiceReport,
  GENERIC_ERROR,
  getCustomerInvoices,
  interpretResult,
  isApiError,
  type WireCustomerInvoice,
} from '@/api';
import { useConfig } from '@/config';
import { formatMoney, LoadState, ReadFailure, useRead } from '@/shared';
import { reportBytes } from '../model/invoices';
import { BOOKER_TEXT } from '../model/messages';
import { downloadFile } from './download';

const answered = (answer: { code?: number; message?: string }) =>
  interpretResult(answer.code === undefined ? { ...answer, code: 1 } : { ...answer, code: answer.code });

/** A signed-in customer's own invoices (spec 1): one per booking they pay for, each with its PDF. */
export function CustomerInvoices({ customerId }: { customerId: number }) {
  const config = useConfig();
  const [failure, setFailure] = useState<string>();
  const [downloading, setDownloading] = useState<number>();
  const read = useRead(['customerInvoices', customerId], async (signal) => {
    const answer = await getCustomerInvoices({ signal });
    const verdict = answered(answer);
    if (!verdict.ok) throw new ReadFailure(verdict.message);
    return answer.invoices ?? [];
  });
  const day = (iso: string) =>
    DateTime.fromISO(iso, { setZone: true }).setZone(config.timeZone).toFormat('ccc d LLL yyyy');

  const download = async (invoice: WireCustomerInvoice) => {
    setDownloading(invoice.id);
    setFailure(undefined);
    try {
      const report = await customerInvoiceReport(invoice.id);
      const verdict = answered(report);
      if (!verdict.ok) setFailure(verdict.message);
      else downloadFile(new Blob([reportBytes(report.invoice)], { type: 'application/pdf' }), report.filename);
    } catch (error) {
      setFailure(isApiError(error) && error.code !== 0 ? error.message : GENERIC_ERROR);
    } finally {
      setDownloading(undefined);
    }
  };

  return (
    <Stack gap="4">
      <Text color="fg.muted">{BOOKER_TEXT.customerInvoicesIntro}</Text>
      {failure ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      ) : null}
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
                          onClick={() => download(invoice)}
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
