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
import { LoadState, ReadFailure, useRead } from '@/shared';
import { answered, failureText } from '../model/answers';
import { canChange, lastMonth, rangeErrors, type RangeErrors, type RangeInput } from '../model/invoices';
import { BOOKER_TEXT } from '../model/messages';
import { NoticeAlert } from './NoticeAlert';
import { useInvoiceDownload } from './useInvoiceDownload';

type Notice = { ok: boolean; message: string } | undefined;

/** The booker's invoices (the booker calls rule, rules: call-booker): list, create, edit and delete one's own ("me", the roles rule (rules: roles)), download the PDF. */
export function Invoices({ bookerId }: { bookerId: number }) {
  const config = useConfig();
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
  const day = (iso: string) => formatDate(inOperatorZone(iso, config.timeZone));
  const { downloading, download } = useInvoiceDownload(
    (id) => bookerInvoiceReport(id),
    (failure) => setNotice(failure === undefined ? undefined : { ok: false, message: failure }),
  );

  const remove = (invoice: WireInvoice) =>
    dialogs.confirm({
      title: 'Delete this invoice?',
      content: <Text>{BOOKER_TEXT.deleteQuestion(invoice.id)}</Text>,
      okLabel: 'Delete',
      onOk: async () => {
        try {
          const verdict = answered(await deleteBookerInvoice({ id: invoice.id, bookerid: bookerId }));
          setNotice({ ok: verdict.ok, message: verdict.ok ? 'Your invoice has been deleted.' : verdict.message });
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
        title={BOOKER_TEXT.createInvoice}
        initial={lastMonth(DateTime.now().setZone(config.timeZone))}
        submitLabel={BOOKER_TEXT.createInvoice}
        save={(range) => createBookerInvoice({ bookerid: bookerId, ...range })}
        onSaved={(message) => {
          setNotice({ ok: true, message });
          reload();
        }}
      />
      <Heading as="h2" size="lg">
        Your invoices
      </Heading>
      <LoadState read={read} what="your invoices">
        {(invoices) =>
          invoices.length ? (
            <Table.ScrollArea borderWidth="1px" rounded="l2" tabIndex={0} role="region" aria-label="Invoices">
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Invoice</Table.ColumnHeader>
                    <Table.ColumnHeader>Bookings from</Table.ColumnHeader>
                    <Table.ColumnHeader>to</Table.ColumnHeader>
                    <Table.ColumnHeader>Issued</Table.ColumnHeader>
                    <Table.ColumnHeader>Issued by</Table.ColumnHeader>
                    <Table.ColumnHeader>Actions</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {invoices.map((invoice) => (
                    <Table.Row key={invoice.id} data-invoice={invoice.id}>
                      <Table.Cell>{invoice.id}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{day(invoice.datefrom)}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{day(invoice.dateto)}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{day(invoice.issuedate)}</Table.Cell>
                      <Table.Cell>{canChange(invoice) ? 'Me' : invoice.issuedbyuser}</Table.Cell>
                      <Table.Cell>
                        <HStack gap="2">
                          <Button
                            size="sm"
                            variant="outline"
                            loading={downloading === invoice.id}
                            loadingText={BOOKER_TEXT.preparingPdf}
                            onClick={() => void download(invoice.id)}
                            aria-label={`${BOOKER_TEXT.downloadPdf} of invoice ${invoice.id}`}
                          >
                            {BOOKER_TEXT.downloadPdf}
                          </Button>
                          {canChange(invoice) ? (
                            <>
                              <Button
                                size="sm"
                                variant="outline"
                                onClick={() => setEditing(invoice)}
                                aria-label={`Edit invoice ${invoice.id}`}
                              >
                                Edit
                              </Button>
                              <Button
                                size="sm"
                                variant="outline"
                                colorPalette="red"
                                onClick={() => remove(invoice)}
                                aria-label={`Delete invoice ${invoice.id}`}
                              >
                                Delete
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
            <Text>{BOOKER_TEXT.noInvoices}</Text>
          )
        }
      </LoadState>
      <FormDialog title={BOOKER_TEXT.editInvoice} open={Boolean(editing)} onClose={() => setEditing(undefined)}>
        {editing ? (
          <InvoiceForm
            idPrefix="edit-invoice"
            initial={{ datefrom: editing.datefrom, dateto: editing.dateto }}
            submitLabel={BOOKER_TEXT.saveInvoice}
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
      if (verdict.ok) onSaved(answer.message || 'Saved.');
      else setFailure(verdict.message);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof RangeInput, label: string) => (
    <FormField label={label} id={fieldId(name)} required error={errors[name]}>
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
            message: errors[name] ?? '',
          }))}
        />
        {failure ? <NoticeAlert ok={false} message={failure} /> : null}
        <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'flex-end' }}>
          {field('datefrom', 'First day')}
          {field('dateto', 'Last day')}
        </Stack>
        <Button type="submit" alignSelf="flex-start" loading={busy} loadingText="Saving…">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
