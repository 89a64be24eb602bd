import { Stack } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { changePassword, savePassword } from '@/api';
import { useT } from '@/i18n';
import {
  changePasswordSchema,
  newPasswordSchema,
  type ChangePasswordValues,
  type NewPasswordValues,
} from '../model/accountForms';
import { failureOfCall } from './accountCalls';
import { FailureMessage, FormErrorSummary, FormTextBox, NewPasswordFields, SubmitButton } from './FormParts';

type Outcome = { ok: boolean; message: string } | undefined;

/** Change password (the account calls rule (rules: call-account) changepassword): the current password and a new one, twice. Used by the page and the dialog. */
export function ChangePasswordForm({ customerId, onDone }: { customerId: number; onDone?: (message: string) => void }) {
  const t = useT();
  const schema = useMemo(() => changePasswordSchema(t), [t]);
  const form = useForm<ChangePasswordValues>({
    resolver: yupResolver(schema),
    mode: 'onTouched',
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
  });
  const [outcome, setOutcome] = useState<Outcome>();
  const submit = form.handleSubmit(async (values) => {
    setOutcome(undefined);
    const request = { custid: customerId, password: values.password, oldPassword: values.oldPassword };
    const failed = await failureOfCall(
      () => changePassword(request),
      (result) => {
        const message = result.message || t('account.password.changed');
        form.reset();
        // In a dialog the caller closes it and shows the message; on the page the form shows it.
        if (onDone) onDone(message);
        else setOutcome({ ok: true, message });
      },
    );
    if (!failed) return;
    setOutcome({ ok: false, message: failed });
    form.setValue('oldPassword', '');
  });
  return (
    <Stack asChild gap="4" maxW="md">
      <form noValidate onSubmit={submit} aria-label={t('account.password.changeTitle')}>
        <FormErrorSummary form={form} idPrefix="changepw" order={['oldPassword', 'password', 'confirmPassword']} />
        <FailureMessage message={outcome?.message} status={outcome?.ok ? 'success' : 'error'} />
        <FormTextBox
          form={form}
          idPrefix="changepw"
          name="oldPassword"
          label={t('account.field.currentPassword')}
          type="password"
          maxLength={255}
        />
        <NewPasswordFields form={form} idPrefix="changepw" />
        <SubmitButton form={form}>{t('account.password.changeTitle')}</SubmitButton>
      </form>
    </Stack>
  );
}

/** Reset password from the e-mailed link (the account calls rule (rules: call-account) savepassword); on success the customer signs in with the new password. */
export function ResetPasswordForm({ id, code, onSaved }: { id: string; code: string; onSaved: () => void }) {
  const t = useT();
  const schema = useMemo(() => newPasswordSchema(t), [t]);
  const form = useForm<NewPasswordValues>({
    resolver: yupResolver(schema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [outcome, setOutcome] = useState<Outcome>();
  const submit = form.handleSubmit(async (values) => {
    setOutcome(undefined);
    const failed = await failureOfCall(
      () => savePassword({ id, code, password: values.password }),
      (result) => {
        form.reset();
        setOutcome({ ok: true, message: result.message || t('account.password.changed') });
        onSaved();
      },
    );
    if (failed) setOutcome({ ok: false, message: failed });
  });
  return (
    <Stack asChild gap="4" maxW="md">
      <form noValidate onSubmit={submit} aria-label={t('account.password.resetTitle')}>
        <FormErrorSummary form={form} idPrefix="resetpw" order={['password', 'confirmPassword']} />
        <FailureMessage message={outcome?.message} status={outcome?.ok ? 'success' : 'error'} />
        <NewPasswordFields form={form} idPrefix="resetpw" />
        <SubmitButton form={form}>{t('account.password.save')}</SubmitButton>
      </form>
    </Stack>
  );
}
