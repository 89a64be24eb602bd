import { Box, Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useId, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useT } from '@/i18n';
import { sanitizeHtml } from '../../model/sanitizeHtml';
import { ErrorSummary, type ErrorSummaryItem } from '../ErrorSummary/ErrorSummary';

export type DialogContent = string | ReactNode;

/** The error summary's focusable frame (see ErrorSummary). */
const SUMMARY_SELECTOR = '[data-error-summary]';

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** Escape, the backdrop, the close button and Cancel. Refused while `busy`. */
  onClose: () => void;
  children: ReactNode;
  /** Shown above the body as a GOV.UK error summary, which takes focus when it names a new field. */
  errors?: ErrorSummaryItem[];
  /**
   * Makes the body a form: Enter submits the open dialog (the Enter submits rule, rules: enter-submits) and the footer shows Cancel and the submit
   * button, unless `actions` replaces them.
   */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel?: string;
  cancelLabel?: string;
  /** Hides the submit button, e.g. once a result is shown and only closing is left. */
  done?: boolean;
  /** An action runs: the submit button shows progress and the dialog cannot be dismissed. */
  busy?: boolean;
  busyLabel?: string;
  /** The footer's buttons, instead of Cancel and submit. */
  actions?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  /**
   * Where focus goes when the dialog opens: the first field or button by default; "title" for a dialog whose
   * first field should not be touched before it is read; or a given element (e.g. the primary action).
   */
  initialFocus?: 'title' | RefObject<HTMLElement | null>;
  /** The × in the corner; alert and confirm dialogs answer by their buttons alone. */
  closeButton?: boolean;
  /** Called once the dialog has gone (after focus went back to the control that opened it). */
  onExitComplete?: () => void;
}

/**
 * The one dialog frame of the app: title, optional error summary, body, footer actions. Focus moves into it
 * when it opens, is trapped while it is open and goes back to the control that opened it when it closes; Escape
 * closes it. On a phone it keeps a margin from the screen's edges and is as tall as its content.
 */
export function FormDialog({
  open,
  title,
  onClose,
  children,
  errors,
  onSubmit,
  submitLabel,
  cancelLabel,
  done,
  busy,
  busyLabel,
  actions,
  role = 'dialog',
  initialFocus,
  closeButton = true,
  onExitComplete,
}: FormDialogProps) {
  const t = useT();
  const formId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const focusTarget = initialFocus === 'title' ? heading : initialFocus;
  // A dialog that opens with errors (e.g. a step's Next with the contact missing) starts at its error summary, as
  // GOV.UK asks: the summary takes focus as it appears, and the dialog's own first focus must not take it away.
  // Without a summary, null leaves the choice to the dialog (the first field or button).
  const initialFocusEl = () =>
    body.current?.querySelector<HTMLElement>(SUMMARY_SELECTOR) ?? focusTarget?.current ?? null;
  const footer =
    actions ??
    (onSubmit ? (
      <>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {cancelLabel ?? t('design.dialog.cancel')}
        </Button>
        {done ? null : (
          <Button type="submit" form={formId} loading={busy} loadingText={busyLabel}>
            {submitLabel ?? t('design.dialog.save')}
          </Button>
        )}
      </>
    ) : null);
  const content = (
    <Stack gap="4" ref={body}>
      {errors ? <ErrorSummary errors={errors} /> : null}
      {children}
    </Stack>
  );
  return (
    <Dialog.Root
      open={open}
      role={role}
      initialFocusEl={initialFocusEl}
      placement="center"
      size="md"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      onExitComplete={onExitComplete}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title ref={heading} tabIndex={initialFocus === 'title' ? -1 : undefined} outline="none">
                {title}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb={footer ? undefined : '6'}>
              {onSubmit ? (
                <form id={formId} noValidate onSubmit={onSubmit}>
                  {content}
                </form>
              ) : (
                content
              )}
            </Dialog.Body>
            {footer ? <Dialog.Footer gap="3">{footer}</Dialog.Footer> : null}
            {closeButton ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton aria-label={t('design.dialog.close')} disabled={busy} />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A dialog's message: a string is treated as HTML and sanitised; nodes render as they are. */
export function DialogBody({ content }: { content: DialogContent }) {
  if (typeof content === 'string') return <Box dangerouslySetInnerHTML={{ __html: sanitizeHtml(content) }} />;
  return <>{content}</>;
}
