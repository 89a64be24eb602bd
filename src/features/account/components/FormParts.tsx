import { Alert, Button } from '@chakra-ui/react';
import { Controller, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { useRef, type ReactNode } from 'react';
import { GENERIC_ERROR } from '@/api';
import { ErrorSummary, TextBox, type ErrorSummaryItem, type TextBoxProps } from '@/design-system';
import { useT } from '@/i18n';

type BoxProps = Omit<TextBoxProps, 'value' | 'onChange' | 'onBlur' | 'ref' | 'error' | 'name' | 'id' | 'label'>;

/**
 * A design-system TextBox bound to react-hook-form. The form's schema is the one source of messages, so the
 * box's own validation is switched off (an empty error string) and the schema's message shows beside it.
 */
export function FormTextBox<T extends FieldValues>({
  form,
  name,
  idPrefix,
  label,
  ...rest
}: BoxProps & { form: UseFormReturn<T>; name: Path<T>; idPrefix: string; label: string }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextBox
          {...rest}
          label={label}
          id={`${idPrefix}-${name}`}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          required={rest.required ?? true}
          error={fieldState.error?.message ?? ''}
        />
      )}
    />
  );
}

/**
 * The GOV.UK summary of a failed submit, linking each message to its field (ids are `${idPrefix}-${name}`).
 * It is taken at submit time only: live validation while the user corrects a field must not move focus.
 */
export function FormErrorSummary<T extends FieldValues>({
  form,
  idPrefix,
  order,
}: {
  form: UseFormReturn<T>;
  idPrefix: string;
  order: Path<T>[];
}) {
  const { errors, submitCount } = form.formState;
  const taken = useRef<{ count: number; items: ErrorSummaryItem[] }>({ count: 0, items: [] });
  if (taken.current.count !== submitCount) {
    taken.current = {
      count: submitCount,
      items: order
        .filter((name) => typeof errors[name]?.message === 'string')
        .map((name) => ({ fieldId: `${idPrefix}-${name}`, message: String(errors[name]?.message) })),
    };
  }
  return <ErrorSummary errors={taken.current.items} />;
}

/** A call's outcome; the client's own generic failure is said in the page's language (the server says its own messages so). */
export function FailureMessage({ message, status = 'error' }: { message?: string; status?: 'error' | 'success' }) {
  const t = useT();
  if (!message) return null;
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{message === GENERIC_ERROR ? t('account.message.generic') : message}</Alert.Title>
    </Alert.Root>
  );
}

/** A form's submit button, showing progress while the form submits. */
export function SubmitButton<T extends FieldValues>({
  form,
  busyLabel,
  children,
}: {
  form: UseFormReturn<T>;
  busyLabel?: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Button
      type="submit"
      alignSelf="flex-start"
      loading={form.formState.isSubmitting}
      loadingText={busyLabel ?? t('account.form.saving')}
    >
      {children}
    </Button>
  );
}

type NewPasswordValues = { password: string; confirmPassword: string };

/** A new password and its confirmation (the account calls rule (rules: call-account) sign-up, change and reset password share them). */
export function NewPasswordFields<T extends FieldValues & NewPasswordValues>({
  form,
  idPrefix,
}: {
  form: UseFormReturn<T>;
  idPrefix: string;
}) {
  const t = useT();
  return (
    <>
      <FormTextBox
        form={form}
        idPrefix={idPrefix}
        name={'password' as Path<T>}
        label={t('account.field.password')}
        type="password"
        autoComplete="new-password"
      />
      <FormTextBox
        form={form}
        idPrefix={idPrefix}
        name={'confirmPassword' as Path<T>}
        label={t('account.field.confirmPassword')}
        type="confirmpassword"
      />
    </>
  );
}

type PhoneValues = { phone: string; phoneCountry: string; dialingcode: string };

/**
 * The phone box with its country: choosing a country also sets the dialling code the API wants (the account calls rule, rules: call-account) and checks
 * an already typed number again, since its validity depends on the country.
 */
export function PhoneField<T extends FieldValues & PhoneValues>({
  form,
  idPrefix,
  country,
}: {
  form: UseFormReturn<T>;
  idPrefix: string;
  country: string;
}) {
  const t = useT();
  const set = (name: keyof PhoneValues, value: string) =>
    form.setValue(name as Path<T>, value as PathValue<T, Path<T>>);
  return (
    <FormTextBox
      form={form}
      idPrefix={idPrefix}
      name={'phone' as Path<T>}
      label={t('account.field.phone')}
      type="phone"
      phoneCountry={country}
      onPhoneCountryChange={(code, dialCode) => {
        set('phoneCountry', code);
        set('dialingcode', `+${dialCode}`);
        if (form.getValues('phone' as Path<T>)) void form.trigger('phone' as Path<T>);
      }}
    />
  );
}
