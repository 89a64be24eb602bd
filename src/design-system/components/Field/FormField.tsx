import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

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

/** Label, required marker, helper and error text around one control, wired for assistive technology. */
export function FormField({ label, id, required, error, helperText, disabled, children }: FormFieldProps) {
  return (
    <Field.Root id={id} required={required} invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helperText && !error ? <Field.HelperText color="fg.muted">{helperText}</Field.HelperText> : null}
      <Field.ErrorText color="fg.error">{error}</Field.ErrorText>
    </Field.Root>
  );
}
