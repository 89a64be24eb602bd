import { Button, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useState, type FormEvent } from 'react';
import {
  bookerInvoiceReport,
  createBookerInvoice,
  deleteBookerInvoice,
  getBookerInvoices,
  updateBookerInvoice,
  type WireInvoice,
} from '@/api';
import { useConfig } from '@/config';
import { dialogs, ErrorSummary, formatDate, FormDialog, FormField, inOperatorZone } from '@/design-system';
import { useT, useTranslator } from '@/i18n';
import { LoadState, ReadFailure, useRead } from '@/shared';
import { answered, failureText } from '../model/answers';
import { canChange, lastMonth, rangeErrors, type RangeErrors, type RangeInput } from '../model/invoices';
import { NoticeAlert } from './NoticeAlert';
import { useInvoiceDownload } from './useInvoiceDownload';

type Notice = { ok: boolean; message: string } | undefined;

/** The booker's invoices (the booker calls rule, rules: call-booker): list, create, edit and delete one's own ("me", the roles rule (rules: roles)), download the PDF. */
export function Invoices({ bookerId }: { bookerId: number }) {
  const config = useConfig();
  const { t, locale } = useTranslator();
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState<Notice>();
  const [editing, setEditing] = useState<WireInvoice>();
  const read = useRead(['bookerInvoices', bookerId, version], async (signal) => {
    const answer = await getBookerInvoices({ bookerid: bookerId }, { signal });
    const verdict = answered(answer);
    if (!verdict.ok) throw new ReadFailure(verdict.message);
    return answer.invoices ?? [];
  });
  const reload = () => setVersion((v) => v + 1);
  const day = (iso: string) => formatDate(inOperatorZone(iso, config.timeZone).setLocale(locale));
  const { downloading, download } = useInvoiceDownload(
    (id) => bookerInvoiceReport(id),
    (failure) => setNotice(failure === undefined ? undefined : { ok: false, message: failure }),
  );

  const remove = (invoice: WireInvoice) =>
    dialogs.confirm({
      title: t('booker.invoices.deleteTitle'),
      content: <Text>{t('booker.invoices.deleteQuestion', { id: String(invoice.id) })}</Text>,
      okLabel: t('booker.invoices.delete'),
      onOk: async () => {
        try {
          const verdict = answered(await deleteBookerInvoice({ id: invoice.id, bookerid: bookerId }));
          setNotice({ ok: verdict.ok, message: verdict.ok ? t('booker.invoices.deleted') : verdict.message });
        } catch (error) {
          setNotice({ ok: false, message: failureText(error) });
        }
        reload();
      },
    });

  return (
    <Stack gap="6">
      {notice ? <NoticeAlert {...notice} /> : null}
      <InvoiceForm
        idPrefix="new-invoice"
        title={t('booker.invoices.create')}
        initial={lastMonth(DateTime.now().setZone(config.timeZone))}
        submitLabel={t('booker.invoices.create')}
        save={(range) => createBookerInvoice({ bookerid: bookerId, ...range })}
        onSaved={(message) => {
          setNotice({ ok: true, message });
          reload();
        }}
      />
      <Heading as="h2" size="lg">
        {t('booker.invoices.heading')}
      </Heading>
      <LoadState read={read} what={t('booker.invoices.what')}>
        {(invoices) =>
          invoices.length ? (
            <Table.ScrollArea
              borderWidth="1px"
              rounded="l2"
              tabIndex={0}
              role="region"
              aria-label={t('booker.invoices.table')}
            >
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('booker.invoices.invoice')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('booker.invoices.from')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('booker.invoices.to')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('booker.invoices.issued')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('booker.invoices.issuedBy')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('booker.invoices.actions')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {invoices.map((invoice) => (
                    <Table.Row key={invoice.id} data-invoice={invoice.id}>
                      <Table.Cell>{invoice.id}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{day(invoice.datefrom)}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{day(invoice.dateto)}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{day(invoice.issuedate)}</Table.Cell>
                      <Table.Cell>{canChange(invoice) ? t('booker.invoices.me') : invoice.issuedbyuser}</Table.Cell>
                      <Table.Cell>
                        <HStack gap="2">
                          <Button
                            size="sm"
                            variant="outline"
                            loading={downloading === invoice.id}
                            loadingText={t('booker.invoices.preparingPdf')}
                            onClick={() => void download(invoice.id)}
                            aria-label={t('booker.invoices.downloadLabel', { id: String(invoice.id) })}
                          >
                            {t('booker.invoices.downloadPdf')}
                          </Button>
                          {canChange(invoice) ? (
                            <>
                              <Button
                                size="sm"
                                variant="outline"
                                onClick={() => setEditing(invoice)}
                                aria-label={t('booker.invoices.editLabel', { id: String(invoice.id) })}
                              >
                                {t('booker.invoices.edit')}
                              </Button>
                              <Button
                                size="sm"
                                variant="outline"
                                colorPalette="red"
                                onClick={() => remove(invoice)}
                                aria-label={t('booker.invoices.deleteLabel', { id: String(invoice.id) })}
                              >
                                {t('booker.invoices.delete')}
                              </Button>
                            </>
                          ) : null}
                        </HStack>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          ) : (
            <Text>{t('booker.invoices.none')}</Text>
          )
        }
      </LoadState>
      <FormDialog title={t('booker.invoices.editTitle')} open={Boolean(editing)} onClose={() => setEditing(undefined)}>
        {editing ? (
          <InvoiceForm
            idPrefix="edit-invoice"
            initial={{ datefrom: editing.datefrom, dateto: editing.dateto }}
            submitLabel={t('booker.invoices.save')}
            save={(range) => updateBookerInvoice({ bookerid: bookerId, id: editing.id, ...range })}
            onSaved={(message) => {
              setEditing(undefined);
              setNotice({ ok: true, message });
              reload();
            }}
          />
        ) : null}
      </FormDialog>
    </Stack>
  );
}

/** The range form: GOV.UK errors (a summary that takes focus, a message at each field); what was typed stays. */
function InvoiceForm({
  idPrefix,
  title,
  initial,
  submitLabel,
  save,
  onSaved,
}: {
  idPrefix: string;
  title?: string;
  initial: RangeInput;
  submitLabel: string;
  save: (range: RangeInput) => Promise<{ code?: number; message?: string }>;
  onSaved: (message: string) => void;
}) {
  const t = useT();
  const [range, setRange] = useState<RangeInput>(initial);
  const [errors, setErrors] = useState<RangeErrors>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const fieldId = (name: keyof RangeInput) => `${idPrefix}-${name}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = rangeErrors(range);
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const answer = await save(range);
      const verdict = answered(answer);
      if (verdict.ok) onSaved(answer.message || t('booker.invoices.saved'));
      else setFailure(verdict.message);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof RangeInput, label: string) => (
    <FormField label={label} id={fieldId(name)} required error={errors[name] ? t(errors[name]) : undefined}>
      <Input
        type="date"
        name={name}
        value={range[name]}
        maxW="xs"
        onChange={(e) => setRange((r) => ({ ...r, [name]: e.target.value }))}
      />
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={title ?? submitLabel}>
      <Stack gap="4">
        {title ? (
          <Heading as="h2" size="lg">
            {title}
          </Heading>
        ) : null}
        <ErrorSummary
          errors={(Object.keys(errors) as (keyof RangeInput)[]).map((name) => ({
            fieldId: fieldId(name),
            message: errors[name] ? t(errors[name]) : '',
          }))}
        />
        {failure ? <NoticeAlert ok={false} message={failure} /> : null}
        <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'flex-end' }}>
          {field('datefrom', t('booker.invoices.firstDay'))}
          {field('dateto', t('booker.invoices.lastDay'))}
        </Stack>
        <Button type="submit" alignSelf="flex-start" loading={busy} loadingText={t('booker.invoices.saving')}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
