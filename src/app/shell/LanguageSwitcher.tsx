import { Box, NativeSelect, Text, type BoxProps } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useConfig } from '@/config';
import { isLocale, localeName, useT } from '@/i18n';
import { useLanguageSwitch } from '../language/LanguageProvider';

/**
 * The language switcher (docs/languages.md): the operator's languages, each in its own name and tagged with its
 * language, so a screen reader reads "Français" in French. Shown only where the operator offers more than one.
 */
export function LanguageSwitcher(props: BoxProps) {
  const { languages } = useConfig();
  const language = useLanguageSwitch();
  const t = useT();
  const id = useId();
  const [failed, setFailed] = useState(false);
  if (!language || languages.length < 2) return null;
  return (
    <Box {...props}>
      <NativeSelect.Root size="sm" disabled={language.switching} width="auto">
        <NativeSelect.Field
          id={id}
          aria-label={t('common.language.label')}
          value={language.locale}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            if (!isLocale(chosen)) return;
            setFailed(false);
            language.switchTo(chosen).catch(() => setFailed(true));
          }}
        >
          {languages.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {localeName(locale)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {failed ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          {t('common.app.loadFailed.text')}
        </Text>
      ) : null}
    </Box>
  );
}
