import { Field, VisuallyHidden } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useT } from '@/i18n';

export interface FormFieldProps {
  label: ReactNode;
  /** Links label, helper and error to the control; ErrorSummary links to it too. */
  id?: string;
  required?: boolean;
  /** Shown beside the field; its presence makes the field invalid. */
  error?: string;
  helperText?: ReactNode;
  disabled?: boolean;
  children: ReactNode;
}

/** The id of a field's error message, which its control names in `aria-describedby`. */
export const fieldErrorId = (id: string) => `${id}-error`;

/**
 * Label, required marker, helper and error text around one control, wired for assistive technology the GOV.UK
 * way: the error starts with a visually hidden "Error:" and the control names it in `aria-describedby` (screen
 * readers announce that one; `aria-errormessage` alone is read by few).
 */
export function FormField({ label, id, required, error, helperText, disabled, children }: FormFieldProps) {
  const t = useT();
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = fieldErrorId(controlId);
  // Chakra's field describes its control by the helper text alone. The error replaces the helper while shown, so
  // the helper's id points at the error then, and the control describes itself by whichever is on screen.
  const describedBy = error ? errorId : `${controlId}-hint`;
  return (
    <Field.Root
      id={controlId}
      ids={{ errorText: errorId, helperText: describedBy }}
      required={required}
      invalid={Boolean(error)}
      disabled={disabled}
    >
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helperText && !error ? <Field.HelperText color="fg.muted">{helperText}</Field.HelperText> : null}
      {error ? (
        <Field.ErrorText color="fg.error">
          <VisuallyHidden>{`${t('design.field.errorPrefix')} `}</VisuallyHidden>
          {error}
        </Field.ErrorText>
      ) : null}
    </Field.Root>
  );
}
