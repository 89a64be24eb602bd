import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { Button } from '@/design-system';
import { embedSnippet } from '../model/licences';

/** The two lines a client site pastes, and a Copy button that says whether it copied (a status screen readers hear). */
export function SnippetCopy({ trackingcode }: { trackingcode: string }) {
  const [status, setStatus] = useState('');
  const box = useRef<HTMLPreElement>(null);
  const snippet = embedSnippet(window.location.origin, trackingcode);

  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
      setStatus('Copied');
    } catch {
      // A browser that refuses the clipboard: the snippet is selected for the operator to copy with the keyboard.
      const selection = window.getSelection();
      if (box.current && selection) selection.selectAllChildren(box.current);
      setStatus('Selected: press Ctrl+C (or ⌘C) to copy');
    }
  }

  return (
    <Stack gap="2">
      <Text fontWeight="medium">Snippet for the client’s site</Text>
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
        aria-label={`Snippet for ${trackingcode}`}
      >
        {snippet}
      </Box>
      <HStack gap="3">
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          Copy the snippet for {trackingcode}
        </Button>
        <Text role="status" textStyle="sm">
          {status}
        </Text>
      </HStack>
    </Stack>
  );
}
