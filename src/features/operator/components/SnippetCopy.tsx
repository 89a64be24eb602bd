import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { Button } from '@/design-system';
import { useT } from '@/i18n';
import { embedSnippet } from '../model/licences';

/** The two lines a client site pastes, and a Copy button that says whether it copied (a status screen readers hear). */
export function SnippetCopy({ trackingcode }: { trackingcode: string }) {
  const t = useT();
  const [status, setStatus] = useState('');
  const box = useRef<HTMLPreElement>(null);
  const snippet = embedSnippet(window.location.origin, trackingcode);

  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
      setStatus(t('operator.snippet.copied'));
    } catch {
      // A browser that refuses the clipboard: the snippet is selected for the operator to copy with the keyboard.
      const selection = window.getSelection();
      if (box.current && selection) selection.selectAllChildren(box.current);
      setStatus(t('operator.snippet.selected'));
    }
  }

  return (
    <Stack gap="2">
      <Text fontWeight="medium">{t('operator.snippet.title')}</Text>
      <Box
        as="pre"
        ref={box}
        fontFamily="mono"
        textStyle="xs"
        whiteSpace="pre-wrap"
        wordBreak="break-all"
        bg="bg.muted"
        p="2"
        borderRadius="l2"
        aria-label={t('operator.snippet.label', { code: trackingcode })}
        dir="ltr"
      >
        {snippet}
      </Box>
      <HStack gap="3">
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          {t('operator.snippet.copy', { code: trackingcode })}
        </Button>
        <Text role="status" textStyle="sm">
          {status}
        </Text>
      </HStack>
    </Stack>
  );
}
