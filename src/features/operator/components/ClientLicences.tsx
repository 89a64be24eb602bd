import { Heading, NativeSelect, Stack } from '@chakra-ui/react';
import type { WireClientLicence } from '@/api/wire/operator';
import { Button, FormField } from '@/design-system';
import { useT } from '@/i18n';
import { draftOf, newLicence, type LicenceDraft } from '../model/licences';
import { LicenceEditor } from './LicenceEditor';

export interface ClientLicencesProps {
  drafts: LicenceDraft[];
  onDrafts: (change: (drafts: LicenceDraft[]) => LicenceDraft[]) => void;
  operatorTemplate: string;
  previewAs: string;
  onPreviewAs: (trackingcode: string) => void;
}

/**
 * The client sites (licences): whose site the preview shows (the operator's own, or a licence's draft with its
 * brand, template and payments), each licence's editor, and adding a client site.
 */
export function ClientLicences({ drafts, onDrafts, operatorTemplate, previewAs, onPreviewAs }: ClientLicencesProps) {
  const t = useT();
  const replace = (index: number, next: LicenceDraft) =>
    onDrafts((now) => now.map((draft, i) => (i === index ? next : draft)));
  const adding = drafts.some((draft) => draft.isNew);
  return (
    <Stack gap="4" as="section" aria-labelledby="op-licences-heading">
      <Heading as="h2" size="lg" id="op-licences-heading">
        {t('operator.licences.heading')}
      </Heading>
      <FormField id="op-preview-as" label={t('operator.licences.previewAs')}>
        <NativeSelect.Root>
          <NativeSelect.Field
            id="op-preview-as"
            value={previewAs}
            onChange={(event) => onPreviewAs(event.currentTarget.value)}
          >
            <option value="">{t('operator.licences.ownSite')}</option>
            {drafts
              .filter((draft) => draft.trackingcode)
              .map((draft) => (
                <option key={draft.trackingcode} value={draft.trackingcode}>
                  {t('operator.licences.option', {
                    code: draft.trackingcode,
                    domain: draft.parentdomain || t('operator.licences.noDomain'),
                  })}
                </option>
              ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {drafts.map((draft, index) => (
        <LicenceEditor
          key={draft.isNew ? 'new' : draft.trackingcode}
          draft={draft}
          operatorTemplate={operatorTemplate}
          otherCodes={drafts.filter((_, i) => i !== index).map((other) => other.trackingcode)}
          onChange={(next) => replace(index, next)}
          onSaved={(licence: WireClientLicence) => replace(index, draftOf(licence))}
          onWithdrawn={() => replace(index, { ...draft, revoked: true })}
          onCancel={() => onDrafts((now) => now.filter((_, i) => i !== index))}
        />
      ))}
      {adding ? null : (
        <Button
          variant="outline"
          alignSelf="start"
          onClick={() => {
            onDrafts((now) => [...now, newLicence('')]);
            requestAnimationFrame(() => document.getElementById('op-licence-new-trackingcode')?.focus());
          }}
        >
          {t('operator.licences.add')}
        </Button>
      )}
    </Stack>
  );
}
