import { Box, Heading, Link, useSlotRecipe } from '@chakra-ui/react';
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { useT } from '@/i18n';

export interface ErrorSummaryItem {
  /** The id of the field's control; the link moves focus there. */
  fieldId: string;
  /** Names the field, e.g. "Email is required". */
  message: string;
  /**
   * Shows a field that is not on screen (e.g. on another tab) before the link focuses it; the message should then
   * say where the field is ("… on the Main Passenger tab").
   */
  reveal?: () => void;
}

/** Frames to wait for a revealed field to be shown (a tab's content renders on the next frame or two). */
const REVEAL_FRAMES = 10;

function focusWhenShown(fieldId: string, framesLeft = REVEAL_FRAMES) {
  const field = document.getElementById(fieldId);
  const shown = field && !field.closest('[hidden]');
  if (field && (shown || framesLeft === 0)) {
    field.scrollIntoView?.({ block: 'center' });
    field.focus();
    return;
  }
  if (framesLeft > 0) requestAnimationFrame(() => focusWhenShown(fieldId, framesLeft - 1));
}

export interface ErrorSummaryProps {
  errors: ErrorSummaryItem[];
  title?: string;
}

/**
 * The GOV.UK error summary: at the top of a failed step, takes focus when shown so screen-reader and
 * keyboard users learn what failed, and links to each field. Its look is the theme's `errorSummary` slot recipe.
 *
 * As in GOV.UK Frontend, the live region (role="alert") is an element of its own inside the one that takes focus:
 * a focused alert is announced twice, or not at all, depending on the screen reader.
 */
export function ErrorSummary({ errors, title }: ErrorSummaryProps) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const shownFields = useRef<string[]>([]);
  const signature = errors.map((e) => e.fieldId).join('|');
  const styles = useSlotRecipe({ key: 'errorSummary' })();

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

  const focusField = (event: MouseEvent<HTMLAnchorElement>, error: ErrorSummaryItem) => {
    if (!document.getElementById(error.fieldId)) return;
    event.preventDefault();
    error.reveal?.();
    focusWhenShown(error.fieldId);
  };

  return (
    <Box
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-labelledby={titleId}
      css={styles.root}
      data-testid="error-summary"
      data-error-summary=""
    >
      <div role="alert">
        <Heading as="h2" id={titleId} css={styles.title}>
          {title ?? t('design.errorSummary.title')}
        </Heading>
        <Box as="ul" css={styles.list}>
          {errors.map((error) => (
            <Box as="li" key={error.fieldId} css={styles.item}>
              <Link href={`#${error.fieldId}`} css={styles.link} onClick={(event) => focusField(event, error)}>
                {error.message}
              </Link>
            </Box>
          ))}
        </Box>
      </div>
    </Box>
  );
}
