import { Button, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  addAddressBookEntry,
  deleteAddressBookEntry,
  getAddressBook,
  interpretResult,
  updateAddressBookEntry,
  type Address,
} from '@/api';
import { dialogs, FormDialog, TextBox } from '@/design-system';
import { useT } from '@/i18n';
import { LoadState, PlaceCombobox, ReadFailure, usePlaces } from '@/shared';
import {
  addressBookFields,
  arrangeAddressBook,
  kindLabel,
  type AddressBookEntry,
  type PlaceKind,
} from '../model/addressBook';
import type { CustomerProfile } from '@/shared';
import { thrownMessage } from './accountCalls';
import { FailureMessage } from './FormParts';
import { useLoad } from './useLoad';

type Editing = { entry?: AddressBookEntry; kind: PlaceKind } | undefined;

/**
 * The delete question, built from nodes rather than an HTML string: a place's name is whatever the customer typed,
 * and as markup even sanitised HTML keeps links and forms.
 */
export function PlaceDeletionQuestion({ entry }: { entry: Pick<AddressBookEntry, 'name' | 'fullAddress'> }) {
  const t = useT();
  return <Text>{t('account.places.deleteQuestion', { place: entry.name || entry.fullAddress })}</Text>;
}

/** The address book page (the address book rule, rules: address-book): home, work and other places; add, edit and delete. */
export function AddressBookView({ profile }: { profile: CustomerProfile }) {
  const t = useT();
  const book = useLoad(['addressBook', profile.id], async (signal) => {
    const answer = await getAddressBook(profile.id, { signal });
    const verdict = interpretResult(answer);
    if (!verdict.ok) throw new ReadFailure(verdict.message);
    return arrangeAddressBook(answer.addresses ?? []);
  });
  const [editing, setEditing] = useState<Editing>();
  const [notice, setNotice] = useState<{ ok: boolean; message: string }>();

  const remove = (entry: AddressBookEntry) =>
    dialogs.confirm({
      title: t('account.places.deleteTitle'),
      content: <PlaceDeletionQuestion entry={entry} />,
      okLabel: t('account.places.delete'),
      onOk: async () => {
        try {
          const verdict = interpretResult(await deleteAddressBookEntry(entry.id));
          setNotice(
            verdict.ok ? { ok: true, message: t('account.places.deleted') } : { ok: false, message: verdict.message },
          );
        } catch (error) {
          setNotice({ ok: false, message: thrownMessage(error) });
        }
        book.retry();
      },
    });

  return (
    <Stack gap="6">
      <FailureMessage message={notice?.message} status={notice?.ok ? 'success' : 'error'} />
      <LoadState read={book} what={t('account.places.what')}>
        {({ home, work, others }) => (
          <Stack gap="6">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {[home, work].map((entry) => (
                <PlaceCard key={entry.kind} entry={entry} onEdit={() => setEditing({ entry, kind: entry.kind })} />
              ))}
            </SimpleGrid>
            <Stack direction="row" justify="space-between" align="center">
              <Heading as="h2" size="lg">
                {t('account.places.others')}
              </Heading>
              <Button onClick={() => setEditing({ kind: '' })}>{t('account.places.add')}</Button>
            </Stack>
            {others.length === 0 ? <Text color="fg.muted">{t('account.places.noOthers')}</Text> : null}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {others.map((entry) => (
                <PlaceCard
                  key={entry.id}
                  entry={entry}
                  onEdit={() => setEditing({ entry, kind: '' })}
                  onDelete={() => void remove(entry)}
                />
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </LoadState>
      <FormDialog
        title={t(editing?.entry?.isSet ? 'account.places.editTitle' : 'account.places.addTitle', {
          kind: editing?.kind || 'other',
        })}
        open={Boolean(editing)}
        onClose={() => setEditing(undefined)}
      >
        {editing ? (
          <AddressForm
            customerId={profile.id}
            editing={editing}
            onSaved={() => {
              setEditing(undefined);
              setNotice({ ok: true, message: t('account.places.saved') });
              book.retry();
            }}
          />
        ) : null}
      </FormDialog>
    </Stack>
  );
}

function PlaceCard({
  entry,
  onEdit,
  onDelete,
}: {
  entry: AddressBookEntry;
  onEdit: () => void;
  onDelete?: () => void;
}) {
  const t = useT();
  const title = entry.kind || !entry.name ? t(kindLabel(entry.kind)) : entry.name;
  return (
    <Card.Root variant="outline" data-testid={`place-${entry.kind || entry.id}`}>
      <Card.Body gap="2">
        <Heading as="h3" size="md">
          {title}
        </Heading>
        <Text color={entry.isSet ? undefined : 'fg.muted'}>
          {entry.isSet ? entry.fullAddress : t('account.places.notSet')}
        </Text>
      </Card.Body>
      <Card.Footer gap="2">
        <Button
          size="sm"
          variant="outline"
          onClick={onEdit}
          aria-label={t(entry.isSet ? 'account.places.editLabel' : 'account.places.setLabel', { place: title })}
        >
          {t(entry.isSet ? 'account.places.edit' : 'account.places.setAddress')}
        </Button>
        {onDelete ? (
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            onClick={onDelete}
            aria-label={t('account.places.deleteLabel', { place: title })}
          >
            {t('account.places.delete')}
          </Button>
        ) : null}
      </Card.Footer>
    </Card.Root>
  );
}

function AddressForm({
  customerId,
  editing,
  onSaved,
}: {
  customerId: number;
  editing: NonNullable<Editing>;
  onSaved: () => void;
}) {
  const t = useT();
  const existing = editing.entry?.isSet ? editing.entry : undefined;
  const places = usePlaces();
  const [picked, setPicked] = useState<Address | null>(null);
  const [name, setName] = useState(existing && !editing.kind ? existing.name : '');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    if (!picked && !existing) {
      setError(t('design.validation.required', { title: t('account.places.address') }));
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      const wire = existing?.wire;
      const fields = picked
        ? addressBookFields(customerId, picked, editing.kind, name)
        : { ...wire!, custid: customerId, name: name.trim() || wire!.name, placename: editing.kind };
      const id = editing.entry?.id ?? 0;
      const result = id ? await updateAddressBookEntry({ ...fields, id }) : await addAddressBookEntry(fields);
      const verdict = interpretResult(result);
      if (verdict.ok) onSaved();
      else setFailure(verdict.message);
    } catch (thrown) {
      setFailure(thrownMessage(thrown));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={save} aria-label={t('account.places.address')}>
        <FailureMessage message={failure} />
        <PlaceCombobox
          id="address-search"
          label={t('account.places.address')}
          required
          value={picked}
          initialText={existing?.fullAddress}
          places={places}
          error={error}
          placeholder={t('account.places.searchPlaceholder')}
          onSelect={setPicked}
        />
        {!editing.kind ? (
          <TextBox
            label={t('account.places.name')}
            value={name}
            onChange={setName}
            placeholder={t('account.places.namePlaceholder')}
            helperText={t('account.places.nameHelp')}
          />
        ) : null}
        <Button type="submit" alignSelf="flex-start" loading={saving} loadingText={t('account.form.saving')}>
          {t('account.places.save')}
        </Button>
      </form>
    </Stack>
  );
}
