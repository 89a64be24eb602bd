import { Checkbox, Fieldset, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { saveClientLicence, withdrawClientLicence } from '@/api/operator';
import type { LicenceIssue } from '@/api/wire/licenceCheck';
import { LICENCE_PAYMENTS } from '@/api/wire/licenceCheck';
import type { WireClientLicence } from '@/api/wire/operator';
import { TEMPLATE_NAMES } from '@/api/wire/templates';
import { Button, ErrorSummary, TextBox } from '@/design-system';
import { changeOf, checkLicence, licenceFieldId, withLicenceColour, type LicenceDraft } from '../model/licences';
import { MAIN_SHADE } from '../model/palette';
import { Choice } from './FormParts';
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
  const [shown, setShown] = useState<LicenceIssue[] | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const check = useMemo(() => checkLicence(draft, props.otherCodes), [draft, props.otherCodes]);
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
      setStatus(`Licence ${code} saved. Its site shows it now.`);
      props.onSaved(answer.value.licence);
    } else if (answer.issues) setShown(answer.issues as LicenceIssue[]);
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
      aria-label={`Licence ${code || '(new)'}`}
      gap="3"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      p="4"
      minW="0"
    >
      <Heading as="h3" size="md">
        {draft.isNew ? 'New client site' : `Licence ${code}`}
        {draft.revoked ? ' (withdrawn)' : ''}
      </Heading>
      {issues.length ? (
        <ErrorSummary
          errors={issues.map((issue) => ({ fieldId: id(issue.path || 'parentdomain'), message: issue.message }))}
        />
      ) : null}
      {draft.isNew ? (
        <TextBox
          id={id('trackingcode')}
          label="Tracking code"
          helperText="Capital letters and digits, like HOTEL2; the client's snippet names it"
          value={code}
          onChange={(text) => onChange({ ...draft, trackingcode: text.trim().toUpperCase() })}
          error={errorAt('trackingcode')}
        />
      ) : null}
      <TextBox
        id={id('parentdomain')}
        label="Domains"
        helperText="Comma-separated, like hotel.example, *.hotel.example (its subdomains only)"
        value={draft.parentdomain}
        onChange={(parentdomain) => onChange({ ...draft, parentdomain })}
        error={errorAt('parentdomain')}
      />
      <Choice
        path="template"
        id={id('template')}
        label="Template"
        value={draft.template}
        options={[
          { value: '', label: `The operator’s (${props.operatorTemplate})` },
          ...TEMPLATE_NAMES.map((name) => ({ value: name, label: name })),
        ]}
        errors={{ template: errorAt('template') ?? '' }}
        onChange={(template) => onChange({ ...draft, template })}
      />
      <HStack align="end" gap="3">
        <TextBox
          id={id('brand.palette')}
          label="Brand colour"
          helperText="Empty for the operator’s; a colour like #1c2e5c"
          value={colour}
          onChange={(text) => onChange(withLicenceColour(draft, text.trim()))}
          error={errorAt('brand.palette')}
        />
        <Input
          type="color"
          aria-label="Brand colour picker"
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
          Use {failing.nearest}
        </Button>
      ) : null}
      <TextBox
        id={id('brand.logoUrl')}
        label="Logo address"
        helperText="Empty for the operator’s; https://… or a /path"
        value={draft.brand.logoUrl ?? ''}
        onChange={(logoUrl) => onChange({ ...draft, brand: { ...draft.brand, logoUrl } })}
        error={errorAt('brand.logoUrl')}
      />
      <TextBox
        id={id('brand.logoAlt')}
        label="Logo text alternative"
        value={draft.brand.logoAlt ?? ''}
        onChange={(logoAlt) => onChange({ ...draft, brand: { ...draft.brand, logoAlt } })}
        error={errorAt('brand.logoAlt')}
      />
      <Fieldset.Root id={id('paymentsoff')}>
        <Fieldset.Legend>Payment methods not offered on this site</Fieldset.Legend>
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
          {draft.revoked ? `Save and restore ${code}` : draft.isNew ? 'Save licence' : `Save licence ${code}`}
        </Button>
        {draft.isNew ? (
          <Button size="sm" variant="ghost" onClick={props.onCancel}>
            Cancel
          </Button>
        ) : draft.revoked ? null : (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => void withdraw()}>
            Withdraw licence {code}
          </Button>
        )}
      </HStack>
      <Text role="status" textStyle="sm">
        {status}
      </Text>
    </Stack>
  );
}
