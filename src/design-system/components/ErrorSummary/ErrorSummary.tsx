import { Box, Heading, List, Link } from '@chakra-ui/react';
import { useEffect, useRef, type MouseEvent } from 'react';

export interface ErrorSummaryItem {
  /** The id of the field's control; the link moves focus there. */
  fieldId: string;
  /** Names the field, e.g. "Email is required". */
  message: string;
}

export interface ErrorSummaryProps {
  errors: ErrorSummaryItem[];
  title?: string;
}

/**
 * The GOV.UK error summary: at the top of a failed step, takes focus when shown so screen-reader and
 * keyboard users learn what failed, and links to each field.
 */
export function ErrorSummary({ errors, title = 'There is a problem' }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const shownFields = useRef<string[]>([]);
  const signature = errors.map((e) => e.fieldId).join('|');

  useEffect(() => {
    // Take focus when a field is named that was not named before, never when errors only go away or change their
    // wording while someone corrects a field: that would pull focus from the field they are typing in.
    const named = errors.map((e) => e.fieldId);
    if (named.some((fieldId) => !shownFields.current.includes(fieldId))) ref.current?.focus();
    shownFields.current = named;
    // Refocus only when the set of fields changes, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);

  if (errors.length === 0) return null;

  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.scrollIntoView?.({ block: 'center' });
    field.focus();
  };

  return (
    <Box
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      borderWidth="4px"
      borderColor="border.error"
      borderRadius="l2"
      p="5"
      bg="bg"
      focusRing="outside"
      data-testid="error-summary"
    >
      <Heading as="h2" id="error-summary-title" size="md" mb="3">
        {title}
      </Heading>
      <List.Root gap="1" ps="0" listStyleType="none">
        {errors.map((error) => (
          <List.Item key={error.fieldId}>
            <Link
              href={`#${error.fieldId}`}
              color="fg.error"
              fontWeight="semibold"
              textDecoration="underline"
              onClick={(event) => focusField(event, error.fieldId)}
            >
              {error.message}
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
