import { Box } from '@chakra-ui/react';
import DOMPurify from 'dompurify';
import { useEffect, useState } from 'react';
import { useConfig } from '@/config';
import { PageFrame } from './PageFrame';

/** Conditions of Use and Privacy Notice: operator-supplied HTML, sanitised before it is shown. */
export function LegalPage({ which, title }: { which: 'conditionsOfUse' | 'privacyNotice'; title: string }) {
  const { content } = useConfig();
  const [html, setHtml] = useState('');
  // DOMPurify needs a DOM, so sanitising waits for the browser; prerendering shows the frame only.
  useEffect(() => setHtml(DOMPurify.sanitize(content[which], { USE_PROFILES: { html: true } })), [content, which]);
  return (
    <PageFrame title={title}>
      <Box
        className="legal-copy"
        maxW="3xl"
        css={{ '& p': { mb: '4' }, '& h2': { fontSize: 'xl', fontWeight: 'semibold', mt: '6', mb: '2' } }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </PageFrame>
  );
}
