import { Box, Link, Text } from '@chakra-ui/react';
import { useConfig } from '@/config';
import { dialogs, sanitizeHtml } from '@/design-system';
import { useT, type MessageId } from '@/i18n';

/** The dialog has the title already: a first heading of the copy that says the same would repeat it. */
const withoutTitle = (html: string) => html.replace(/^\s*<h[1-3][^>]*>\s*Conditions of Use\s*<\/h[1-3]>/i, '');

/** The operator's Conditions of Use (HTML, not yet sanitised); '' when there are none. */
export function useConditionsOfUse(): string {
  return useConfig().content.conditionsOfUse.trim();
}

/**
 * The operator's Conditions of Use say "By making a booking you accept these conditions", so the line beside the
 * button that books or pays says so and opens them. They open in a dialog over the form (focus comes back to the
 * link when it closes), so nothing typed is lost. Nothing is shown when the operator has no conditions.
 */
export function TermsNote({ id, lead }: { id: string; lead: Extract<MessageId, `payment.terms.lead${string}`> }) {
  const t = useT();
  const html = useConditionsOfUse();
  const title = t('payment.terms.title');
  if (!html) return null;
  const show = () =>
    void dialogs.message({
      title,
      okLabel: t('payment.terms.close'),
      content: (
        // The copy scrolls by itself, focusable, so keyboard users can scroll it (the dialog has no other control there).
        <Box
          role="region"
          aria-label={title}
          tabIndex={0}
          maxH="55vh"
          overflowY="auto"
          pe="2"
          focusRing="inside"
          css={{ '& p': { mb: '3' }, '& h2, & h3': { fontWeight: 'semibold', mt: '4', mb: '1' } }}
          dangerouslySetInnerHTML={{ __html: withoutTitle(sanitizeHtml(html)) }}
        />
      ),
    });
  return (
    <Text id={id} fontSize="sm" color="fg.muted" textAlign={{ base: 'start', md: 'end' }} data-testid="terms-note">
      {t(lead)}{' '}
      <Link asChild colorPalette="brand" color="colorPalette.fg" textDecoration="underline">
        <button type="button" onClick={show}>
          {title}
        </button>
      </Link>
      .
    </Text>
  );
}
