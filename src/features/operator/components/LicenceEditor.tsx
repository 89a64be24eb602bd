import { Checkbox, Fieldset, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { saveClientLicence, withdrawClientLicence } from '@/api/operator';
import type { LicenceIssue } from '@/api/wire/licenceCheck';
import { LICENCE_PAYMENTS } from '@/api/wire/licenceCheck';
import type { WireClientLicence } from '@/api/wire/operator';
import { TEMPLATE_NAMES } from '@/api/wire/templates';
import { Button, ErrorSummary, TextBox } from '@/design-system';
import { useTranslator } from '@/i18n';
import { changeOf, checkLicence, licenceFieldId, withLicenceColour, type LicenceDraft } from '../model/licences';
import { MAIN_SHADE } from '../model/palette';
import { sayLicenceProblem } from '../model/problemText';
import { Choice, LeftToRight } from './FormParts';
import { SnippetCopy } from './SnippetCopy';

export interface LicenceEditorProps {
  draft: LicenceDraft;
  /** The operator's template, named in the "operator's" choice. */
  operatorTemplate: string;
  otherCodes: string[];
  onChange: (draft: LicenceDraft) => void;
  onSaved: (licence: WireClientLicence) => void;
  onWithdrawn: () => void;
  onCancel: () => void;
}

/**
 * One client site's licence: its domains, template, brand and payments, saved on their own (the licence, not the
 * operator document), with the snippet its site pastes. The preview shows the draft as soon as it is typed.
 */
export function LicenceEditor(props: LicenceEditorProps) {
  const { draft, onChange } = props;
  const translator = useTranslator();
  const { t } = translator;
  const [shown, setShown] = useState<LicenceIssue[] | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const check = useMemo(() => checkLicence(draft, props.otherCodes, translator), [draft, props.otherCodes, translator]);
  const code = draft.trackingcode;
  const id = (path: string) => licenceFieldId(draft.isNew ? 'new' : code, path);
  // Once a Save has shown them, the messages follow the draft: a mended field's goes as it is mended.
  const issues =
    shown === null ? [] : [...check.issues, ...shown.filter((s) => !check.issues.some((c) => c.path === s.path))];
  const errorAt = (path: string) => issues.find((issue) => issue.path === path)?.message;
  const colour = draft.brand.palette?.[MAIN_SHADE] ?? '';
  const failing = check.contrast[0];

  async function save() {
    setStatus('');
    if (check.issues.length) return setShown(check.issues);
    setBusy(true);
    const answer = await saveClientLicence(code, changeOf(draft));
    setBusy(false);
    if (answer.ok) {
      setShown(null);
      setStatus(t('operator.licence.saved', { code }));
      props.onSaved(answer.value.licence);
    } else if (answer.issues)
      setShown(
        (answer.issues as LicenceIssue[]).map((issue) => ({
          ...issue,
          message: sayLicenceProblem(issue.message, translator),
        })),
      );
    else setStatus(answer.message);
  }

  async function withdraw() {
    setBusy(true);
    const answer = await withdrawClientLicence(code);
    setBusy(false);
    if (answer.ok) props.onWithdrawn();
    else setStatus(answer.message);
  }

  return (
    <Stack
      as="section"
      aria-label={code ? t('operator.licence.named', { code }) : t('operator.licence.unnamed')}
      gap="3"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      p="4"
      minW="0"
    >
      <Heading as="h3" size="md">
        {draft.isNew
          ? t('operator.licence.new')
          : t(draft.revoked ? 'operator.licence.withdrawn' : 'operator.licence.named', { code })}
      </Heading>
      {issues.length ? (
        <ErrorSummary
          errors={issues.map((issue) => ({ fieldId: id(issue.path || 'parentdomain'), message: issue.message }))}
        />
      ) : null}
      {draft.isNew ? (
        <LeftToRight>
          <TextBox
            id={id('trackingcode')}
            label={t('operator.licence.code')}
            helperText={t('operator.licence.codeHint')}
            value={code}
            onChange={(text) => onChange({ ...draft, trackingcode: text.trim().toUpperCase() })}
            error={errorAt('trackingcode')}
          />
        </LeftToRight>
      ) : null}
      <LeftToRight>
        <TextBox
          id={id('parentdomain')}
          label={t('operator.licence.domains')}
          helperText={t('operator.licence.domainsHint')}
          value={draft.parentdomain}
          onChange={(parentdomain) => onChange({ ...draft, parentdomain })}
          error={errorAt('parentdomain')}
        />
      </LeftToRight>
      <Choice
        path="template"
        id={id('template')}
        label={t('operator.layout.template')}
        value={draft.template}
        options={[
          { value: '', label: t('operator.licence.operatorsTemplate', { template: props.operatorTemplate }) },
          ...TEMPLATE_NAMES.map((name) => ({ value: name, label: name })),
        ]}
        errors={{ template: errorAt('template') ?? '' }}
        onChange={(template) => onChange({ ...draft, template })}
      />
      <HStack align="end" gap="3">
        <LeftToRight>
          <TextBox
            id={id('brand.palette')}
            label={t('operator.brand.brandColour')}
            helperText={t('operator.licence.colourHint')}
            value={colour}
            onChange={(text) => onChange(withLicenceColour(draft, text.trim()))}
            error={errorAt('brand.palette')}
          />
        </LeftToRight>
        <Input
          type="color"
          aria-label={t('operator.brand.picker', { colour: t('operator.brand.brandColour') })}
          value={/^#[0-9a-f]{6}$/i.test(colour) ? colour : '#000000'}
          onChange={(event) => onChange(withLicenceColour(draft, event.currentTarget.value))}
          width="12"
          p="1"
          mb={errorAt('brand.palette') ? '7' : '6'}
        />
      </HStack>
      {failing ? (
        <Button
          size="sm"
          variant="outline"
          alignSelf="start"
          onClick={() => onChange(withLicenceColour(draft, failing.nearest))}
        >
          {t('operator.brand.useNearest', { colour: failing.nearest })}
        </Button>
      ) : null}
      <LeftToRight>
        <TextBox
          id={id('brand.logoUrl')}
          label={t('operator.brand.logoUrl')}
          helperText={t('operator.licence.logoHint')}
          value={draft.brand.logoUrl ?? ''}
          onChange={(logoUrl) => onChange({ ...draft, brand: { ...draft.brand, logoUrl } })}
          error={errorAt('brand.logoUrl')}
        />
      </LeftToRight>
      <TextBox
        id={id('brand.logoAlt')}
        label={t('operator.brand.logoAlt')}
        value={draft.brand.logoAlt ?? ''}
        onChange={(logoAlt) => onChange({ ...draft, brand: { ...draft.brand, logoAlt } })}
        error={errorAt('brand.logoAlt')}
      />
      <Fieldset.Root id={id('paymentsoff')}>
        <Fieldset.Legend>{t('operator.licence.paymentsOff')}</Fieldset.Legend>
        <HStack gap="4" wrap="wrap">
          {LICENCE_PAYMENTS.map((method) => (
            <Checkbox.Root
              key={method}
              checked={draft.paymentsoff.includes(method)}
              onCheckedChange={(event) => {
                const others = draft.paymentsoff.filter((m) => m !== method);
                onChange({ ...draft, paymentsoff: event.checked === true ? [...others, method] : others });
              }}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{method}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </HStack>
      </Fieldset.Root>
      {draft.isNew ? null : <SnippetCopy trackingcode={code} />}
      <HStack gap="3" wrap="wrap">
        <Button size="sm" loading={busy} onClick={() => void save()}>
          {draft.revoked
            ? t('operator.licence.restore', { code })
            : draft.isNew
              ? t('operator.licence.save')
              : t('operator.licence.saveNamed', { code })}
        </Button>
        {draft.isNew ? (
          <Button size="sm" variant="ghost" onClick={props.onCancel}>
            {t('operator.licence.cancel')}
          </Button>
        ) : draft.revoked ? null : (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void withdraw()}>
            {t('operator.licence.withdraw', { code })}
          </Button>
        )}
      </HStack>
      <Text role="status" textStyle="sm">
        {status}
      </Text>
    </Stack>
  );
}
