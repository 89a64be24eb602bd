import { Alert, Box, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { getClientLicences, getOperatorDocument, rollbackOperatorDocument, saveOperatorDocument } from '@/api/operator';
import type { WireDocumentIssue, WireOperatorDocument } from '@/api/wire/operator';
import { SOURCE_LOCALE, type Locale } from '@/api/wire/locales';
import { Button, ErrorSummary } from '@/design-system';
import { useTranslator } from '@/i18n';
import { checkDraft, fieldId, labelledIssue, type Settings } from '../model/consoleForm';
import { offeredLanguages, overridesOf } from '../model/languages';
import { asLicence, draftOf, previewSettings, type LicenceDraft } from '../model/licences';
import { ClientLicences } from './ClientLicences';
import { CatalogueFields } from './CatalogueFields';
import { ConsoleFields } from './ConsoleFields';
import { LanguagesFields } from './LanguagesFields';
import { PreviewFrames } from './PreviewFrames';

export interface Published {
  version: number;
  document: WireOperatorDocument;
}

type Notice =
  | { kind: 'saved'; text: string }
  | { kind: 'conflict'; text: string; version: number }
  | { kind: 'failed'; text: string };

/**
 * The console's one screen: the forms, the preview of the draft, Save (publishes a new version on the version it
 * was opened on) and Undo (publishes the version before this console's last save again). A save refused because
 * someone else published meanwhile keeps the draft and says so (the operator document versions rule, rules: document-versions).
 */
export function ConsoleEditor({ initial }: { initial: Published }) {
  const translator = useTranslator();
  const { t } = translator;
  const [published, setPublished] = useState(initial);
  const [draft, setDraft] = useState(initial.document);
  const [undo, setUndo] = useState<number[]>([]);
  const [shown, setShown] = useState<WireDocumentIssue[]>([]);
  const [notice, setNotice] = useState<Notice | undefined>();
  const [busy, setBusy] = useState(false);
  const [licences, setLicences] = useState<LicenceDraft[]>([]);
  const [previewAs, setPreviewAs] = useState('');
  // The language whose wording is edited; the preview speaks it, with the draft's overrides.
  const [editing, setEditing] = useState<Locale>(
    () =>
      offeredLanguages(initial.document.configuration.languages).find((code) => code !== SOURCE_LOCALE) ??
      SOURCE_LOCALE,
  );
  useEffect(() => {
    void getClientLicences().then((answer) => answer.ok && setLicences(answer.value.licences.map(draftOf)));
  }, []);
  const preview = useMemo(
    () => previewSettings(draft.configuration, licences.map(asLicence), previewAs),
    [draft, licences, previewAs],
  );
  const check = useMemo(() => checkDraft(draft.configuration, draft, translator), [draft, translator]);
  const dirty = draft !== published.document;

  // Field errors follow the draft once a Save has shown them: a mended field's message goes as it is mended. The
  // configuration's checks run here too (the shared checks), so only the server's other issues stay as it gave them.
  const summary = shown.length ? [...check.issues, ...shown.filter((s) => !s.path.startsWith('configuration.'))] : [];
  const errors = Object.fromEntries(summary.map((issue) => [issue.path, issue.message]));
  const change = (next: Partial<Settings>) =>
    setDraft((now) => ({ ...now, configuration: { ...now.configuration, ...next } }));
  const changeDocument = (next: Partial<WireOperatorDocument>) => setDraft((now) => ({ ...now, ...next }));

  async function save() {
    setNotice(undefined);
    if (check.issues.length) {
      setShown(check.issues);
      return;
    }
    setBusy(true);
    const answer = await saveOperatorDocument(draft, published.version);
    setBusy(false);
    if (answer.ok) {
      setUndo((stack) => [...stack, published.version]);
      setPublished({ version: answer.value.version, document: draft });
      setShown([]);
      setNotice({ kind: 'saved', text: t('operator.editor.saved', { version: answer.value.version }) });
    } else if (answer.status === 412) {
      setNotice({ kind: 'conflict', text: answer.message, version: answer.version ?? published.version });
    } else if (answer.status === 400 && answer.issues) {
      setShown(answer.issues.map((issue) => labelledIssue(issue, draft, translator)));
    } else {
      setNotice({ kind: 'failed', text: answer.message });
    }
  }

  async function undoLast() {
    const to = undo.at(-1);
    if (to === undefined) return;
    setBusy(true);
    setNotice(undefined);
    const answer = await rollbackOperatorDocument(to, published.version);
    const latest = answer.ok ? await getOperatorDocument() : undefined;
    setBusy(false);
    if (answer.ok && latest?.ok) {
      setUndo((stack) => stack.slice(0, -1));
      setPublished(latest.value);
      setDraft(latest.value.document);
      setShown([]);
      setNotice({ kind: 'saved', text: t('operator.editor.rolledBack', { to, version: latest.value.version }) });
    } else if (!answer.ok && answer.status === 412) {
      setNotice({ kind: 'conflict', text: answer.message, version: answer.version ?? published.version });
    } else {
      setNotice({ kind: 'failed', text: answer.ok ? t('operator.editor.failed') : answer.message });
    }
  }

  /** After a conflict: take the other operator's version, dropping this draft. */
  async function loadLatest() {
    const latest = await getOperatorDocument();
    if (!latest.ok) return setNotice({ kind: 'failed', text: latest.message });
    setPublished(latest.value);
    setDraft(latest.value.document);
    setUndo([]);
    setShown([]);
    setNotice(undefined);
  }

  /** After a conflict: keep this draft and publish it over the newer version. */
  function keepMine(version: number) {
    setPublished((now) => ({ ...now, version }));
    setNotice({
      kind: 'saved',
      text: t('operator.editor.keptMine', { version }),
    });
  }

  return (
    <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 26rem) minmax(0, 1fr)' }} gap="8" alignItems="start">
      <Stack gap="5">
        <Text>
          {t(dirty ? 'operator.editor.publishedUnsaved' : 'operator.editor.published', { version: published.version })}
        </Text>
        {summary.length ? (
          <ErrorSummary
            errors={summary.map((issue) => ({
              fieldId: issue.path ? fieldId(issue.path) : 'op-save',
              message: issue.message,
            }))}
          />
        ) : null}
        <Box aria-live="polite">
          {notice ? (
            <Alert.Root
              status={notice.kind === 'saved' ? 'success' : notice.kind === 'conflict' ? 'warning' : 'error'}
              role="alert"
            >
              <Alert.Indicator />
              <Stack gap="2">
                <Alert.Title>
                  {notice.kind === 'conflict' ? t('operator.editor.conflictTitle') : notice.text}
                </Alert.Title>
                {notice.kind === 'conflict' ? (
                  <>
                    <Alert.Description>{notice.text}</Alert.Description>
                    <HStack wrap="wrap">
                      <Button size="sm" onClick={() => keepMine(notice.version)}>
                        {t('operator.editor.keepMine')}
                      </Button>
                      <Button size="sm" variant="outline" onClick={() => void loadLatest()}>
                        {t('operator.editor.loadVersion', { version: notice.version })}
                      </Button>
                    </HStack>
                  </>
                ) : null}
              </Stack>
            </Alert.Root>
          ) : null}
        </Box>
        <HStack gap="3" wrap="wrap">
          <Button id="op-save" onClick={() => void save()} loading={busy} disabled={!dirty}>
            {t('operator.editor.save')}
          </Button>
          <Button variant="outline" onClick={() => void undoLast()} disabled={busy || undo.length === 0}>
            {t('operator.editor.undo')}
          </Button>
          <Button variant="ghost" onClick={() => setDraft(published.document)} disabled={!dirty || busy}>
            {t('operator.editor.discard')}
          </Button>
        </HStack>
        <ConsoleFields
          settings={draft.configuration}
          document={draft}
          errors={errors}
          contrast={check.contrast}
          change={change}
        />
        <CatalogueFields document={draft} errors={errors} changeDocument={changeDocument} />
        <LanguagesFields
          document={draft}
          errors={errors}
          change={change}
          changeDocument={changeDocument}
          editing={editing}
          onEditing={setEditing}
        />
      </Stack>
      <Stack gap="6">
        <PreviewFrames settings={preview} lang={editing} messages={overridesOf(draft.messages)[editing]} />
        <ClientLicences
          drafts={licences}
          onDrafts={setLicences}
          operatorTemplate={draft.configuration.template}
          previewAs={previewAs}
          onPreviewAs={setPreviewAs}
        />
      </Stack>
    </Grid>
  );
}
