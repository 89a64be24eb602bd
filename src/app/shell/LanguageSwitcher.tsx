import { Box, Text, chakra, type BoxProps } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useConfig } from '@/config';
import { isLocale, localeName, useT } from '@/i18n';
import { useProfile } from '@/features/account';
import { useLanguageSwitch } from '../language/LanguageProvider';
import { saveProfileLanguage } from '../language/useProfileLanguage';

/**
 * The language switcher (docs/languages.md): the operator's languages, each in its own name and tagged with its
 * language, so a screen reader reads "Français" in French. Shown only where the operator offers more than one.
 */
export function LanguageSwitcher(props: BoxProps) {
  const { languages } = useConfig();
  const language = useLanguageSwitch();
  const profile = useProfile();
  const t = useT();
  const id = useId();
  const [failed, setFailed] = useState(false);
  if (!language || languages.length < 2) return null;
  return (
    <Box {...props}>
      <chakra.select
        id={id}
        disabled={language.switching}
        aria-label={t('common.language.label')}
        value={language.locale}
        // A native select styled from tokens: Chakra's NativeSelect would bring its recipe into every page's first
        // scripts for one control in the header.
        h="9"
        ps="3"
        pe="3"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        bg="bg.panel"
        color="fg"
        fontSize="sm"
        cursor="pointer"
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
        _disabled={{ opacity: 0.6, cursor: 'wait' }}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          if (!isLocale(chosen)) return;
          setFailed(false);
          language
            .switchTo(chosen)
            .then(() => saveProfileLanguage(profile, chosen))
            .catch(() => setFailed(true));
        }}
      >
        {languages.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {localeName(locale)}
          </option>
        ))}
      </chakra.select>
      {failed ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          {t('common.app.loadFailed.text')}
        </Text>
      ) : null}
    </Box>
  );
}
