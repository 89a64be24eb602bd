import { Button, Table, Text, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { customerInvoiceReport, getCustomerInvoices } from '@/api';
import { useConfig } from '@/config';
import { formatDate, inOperatorZone } from '@/design-system';
import { useTranslator } from '@/i18n';
import { formatMoney, LoadState, ReadFailure, useRead } from '@/shared';
import { answered } from '../model/answers';
import { NoticeAlert } from './NoticeAlert';
import { useInvoiceDownload } from './useInvoiceDownload';

/** A signed-in customer's own invoices (the product pages rule, rules: product-pages): one per booking they pay for, each with its PDF. */
export function CustomerInvoices({ customerId }: { customerId: number }) {
  const config = useConfig();
  const { t, locale } = useTranslator();
  const [failure, setFailure] = useState<string>();
  const read = useRead(['customerInvoices', customerId], async (signal) => {
    const answer = await getCustomerInvoices({ signal });
    const verdict = answered(answer);
    if (!verdict.ok) throw new ReadFailure(verdict.message);
    return answer.invoices ?? [];
  });
  const day = (iso: string) => formatDate(inOperatorZone(iso, config.timeZone).setLocale(locale));
  const { downloading, download } = useInvoiceDownload((id) => customerInvoiceReport(id), setFailure);

  return (
    <Stack gap="4">
      <Text color="fg.muted">{t('booker.customer.intro')}</Text>
      {failure ? <NoticeAlert ok={false} message={failure} /> : null}
      <LoadState read={read} what={t('booker.invoices.what')}>
        {(invoices) =>
          invoices.length ? (
            <Table.ScrollArea borderWidth="1px" rounded="l2">
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('booker.invoices.invoice')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('booker.column.journey')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t('booker.statement.total')}</Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Text srOnly>{t('booker.customer.download')}</Text>
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
                        {formatMoney(invoice.total, config.currencyCode, locale)}
                        <Text as="span" display="block" color="fg.muted" fontSize="xs">
                          {invoice.paid ? t('booker.customer.paid') : t('booker.customer.toPay')}
                        </Text>
                      </Table.Cell>
                      <Table.Cell textAlign="end">
                        <Button
                          size="xs"
                          variant="outline"
                          loading={downloading === invoice.id}
                          loadingText={t('booker.invoices.preparingPdf')}
                          onClick={() => download(invoice.id)}
                          aria-label={t('booker.invoices.downloadLabel', { id: String(invoice.id) })}
                        >
                          {t('booker.invoices.downloadPdf')}
                        </Button>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          ) : (
            <Text>{t('booker.customer.none')}</Text>
          )
        }
      </LoadState>
    </Stack>
  );
}
