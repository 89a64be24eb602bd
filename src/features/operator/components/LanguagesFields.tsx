import { Box, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { getOperatorMessages } from '@/api/operator';
import { isLocale, LOCALES, type Locale } from '@/api/wire/locales';
import type { WireOperatorDocument } from '@/api/wire/operator';
import { TextBox } from '@/design-system';
import { useT, useTranslator } from '@/i18n';
import { fieldId, languageName, type Settings } from '../model/consoleForm';
import {
  findMessages,
  offeredLanguages,
  overridePath,
  overridesOf,
  withDefaultLanguage,
  withLanguage,
  withOverride,
} from '../model/languages';
import { Choice, Section, SwitchBox } from './FormParts';

type Catalogs = { source: Record<string, string>; translation: Record<string, string> };

export interface LanguagesFieldsProps {
  document: WireOperatorDocument;
  errors: Record<string, string>;
  change: (next: Partial<Settings>) => void;
  changeDocument: (next: Partial<WireOperatorDocument>) => void;
  /** The language whose wording is edited, which the preview shows. */
  editing: Locale;
  onEditing: (locale: Locale) => void;
  /** Where the catalogs' ICU text comes from: the operator API (tests give the catalogs themselves). */
  loadCatalogs?: typeof getOperatorMessages;
}

/**
 * The languages the site offers (the first its default) and the operator's own wording per language (issue 34, the
 * operator's own wording): a message found by id or English words shows the English, the shipped translation and
 * the override, whose problems (the server's check) show beside it.
 */
export function LanguagesFields({
  document,
  errors,
  change,
  changeDocument,
  editing,
  onEditing,
  loadCatalogs = getOperatorMessages,
}: LanguagesFieldsProps) {
  const t = useT();
  const { locale } = useTranslator();
  const languages = offeredLanguages(document.configuration.languages);
  const [query, setQuery] = useState('');
  const [catalogs, setCatalogs] = useState<Partial<Record<Locale, Catalogs>>>({});
  const [failed, setFailed] = useState(false);
  const shown = catalogs[editing];
  useEffect(() => {
    if (catalogs[editing]) return;
    let live = true;
    void loadCatalogs(editing).then((answer) => {
      if (!live) return;
      setFailed(!answer.ok);
      if (answer.ok) setCatalogs((now) => ({ ...now, [editing]: answer.value }));
    });
    return () => {
      live = false;
    };
  }, [editing, catalogs, loadCatalogs]);

  const own = overridesOf(document.messages)[editing] ?? {};
  const found = shown ? findMessages(query, shown, own) : undefined;
  const name = (code: Locale) => languageName(code, locale);
  const options = LOCALES.map((entry) => ({ value: entry.code, label: name(entry.code) }));

  return (
    <Section legend={t('operator.languages.legend')}>
      <Stack gap="2" as="fieldset" id={fieldId('configuration.languages')}>
        <Text as="legend" fontWeight="medium">
          {t('operator.languages.offered')}
        </Text>
        {LOCALES.map((entry) => (
          <SwitchBox
            key={entry.code}
            path={`configuration.languages.${entry.code}`}
            label={name(entry.code)}
            checked={languages.includes(entry.code)}
            onChange={(on) => change({ languages: withLanguage(languages, entry.code, on) })}
          />
        ))}
        {errors['configuration.languages'] ? (
          <Text color="fg.error" textStyle="sm">
            {errors['configuration.languages']}
          </Text>
        ) : null}
      </Stack>
      <Choice
        path="configuration.languages[0]"
        label={t('operator.languages.default')}
        value={languages[0]}
        options={options.filter((option) => languages.includes(option.value))}
        errors={errors}
        onChange={(code) => isLocale(code) && change({ languages: withDefaultLanguage(languages, code) })}
      />
      <Choice
        path="op-wording-language"
        id="op-wording-language"
        label={t('operator.languages.wordingIn')}
        value={editing}
        options={options}
        errors={{}}
        onChange={(code) => isLocale(code) && onEditing(code)}
      />
      <TextBox
        id="op-wording-search"
        label={t('operator.languages.search')}
        helperText={t('operator.languages.searchHint')}
        value={query}
        onChange={setQuery}
      />
      {failed ? <Text color="fg.error">{t('operator.languages.loadFailed')}</Text> : null}
      {found ? (
        <Stack
          gap="4"
          as="ul"
          listStyleType="none"
          aria-label={t('operator.languages.found', { language: name(editing) })}
        >
          {found.rows.length === 0 ? (
            <Text as="li">{query.trim() ? t('operator.languages.none') : t('operator.languages.noOverrides')}</Text>
          ) : null}
          {found.rows.map((row) => {
            const path = overridePath(editing, row.id);
            return (
              <Box as="li" key={row.id} borderTopWidth="1px" borderColor="border" pt="3">
                <Stack gap="1">
                  {/* A message id, in the mono face without Chakra's code recipe (the theme carries no recipe nobody else reads). */}
                  <Text
                    as="code"
                    alignSelf="start"
                    dir="ltr"
                    fontFamily="mono"
                    textStyle="sm"
                    bg="bg.muted"
                    px="1"
                    rounded="sm"
                  >
                    {row.id}
                  </Text>
                  <Text textStyle="sm">{t('operator.languages.english', { text: row.source })}</Text>
                  {editing !== 'en-GB' ? (
                    <Text textStyle="sm" lang={editing} dir="auto">
                      {t('operator.languages.shipped', {
                        text: row.translation ?? t('operator.languages.untranslated'),
                      })}
                    </Text>
                  ) : null}
                  <TextBox
                    id={fieldId(path)}
                    label={t('operator.languages.override', { id: row.id })}
                    type="textarea"
                    maxLength={2000}
                    value={row.override ?? ''}
                    helperText={t('operator.languages.overrideHint')}
                    error={errors[path]}
                    onChange={(text) =>
                      changeDocument({ messages: withOverride(document.messages, editing, row.id, text) })
                    }
                  />
                </Stack>
              </Box>
            );
          })}
          {found.more ? <Text as="li">{t('operator.languages.more', { count: found.more })}</Text> : null}
        </Stack>
      ) : null}
    </Section>
  );
}
