import { Button, Stack } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changePassword, interpretResult, savePassword } from '@/api';
import {
  changePasswordSchema,
  newPasswordSchema,
  type ChangePasswordValues,
  type NewPasswordValues,
} from '../model/accountForms';
import { thrownMessage } from './accountCalls';
import { FailureMessage, FormErrorSummary, FormTextBox } from './FormParts';

type Outcome = { ok: boolean; message: string } | undefined;

/** Change password (7.4 changepassword): the current password and a new one, twice. Used by the page and the dialog. */
export function ChangePasswordForm({ customerId, onDone }: { customerId: number; onDone?: (message: string) => void }) {
  const form = useForm<ChangePasswordValues>({
    resolver: yupResolver(changePasswordSchema),
    mode: 'onTouched',
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
  });
  const [outcome, setOutcome] = useState<Outcome>();
  const submit = form.handleSubmit(async (values) => {
    setOutcome(undefined);
    try {
      const result = await changePassword({
        custid: customerId,
        password: values.password,
        oldPassword: values.oldPassword,
      });
      const verdict = interpretResult(result);
      if (verdict.ok) {
        const message = result.message || 'Your password has been changed.';
        form.reset();
        // In a dialog the caller closes it and shows the message; on the page the form shows it.
        if (onDone) onDone(message);
        else setOutcome({ ok: true, message });
        return;
      }
      setOutcome({ ok: false, message: verdict.message });
    } catch (error) {
      setOutcome({ ok: false, message: thrownMessage(error) });
    }
    form.setValue('oldPassword', '');
  });
  return (
    <Stack asChild gap="4" maxW="md">
      <form noValidate onSubmit={submit} aria-label="Change password">
        <FormErrorSummary form={form} idPrefix="changepw" order={['oldPassword', 'password', 'confirmPassword']} />
        <FailureMessage message={outcome?.message} status={outcome?.ok ? 'success' : 'error'} />
        <FormTextBox
          form={form}
          idPrefix="changepw"
          name="oldPassword"
          label="Current password"
          type="password"
          maxLength={255}
        />
        <FormTextBox
          form={form}
          idPrefix="changepw"
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
        />
        <FormTextBox
          form={form}
          idPrefix="changepw"
          name="confirmPassword"
          label="Confirm password"
          type="confirmpassword"
        />
        <Button type="submit" alignSelf="flex-start" loading={form.formState.isSubmitting} loadingText="Saving…">
          Change password
        </Button>
      </form>
    </Stack>
  );
}

/** Reset password from the e-mailed link (7.4 savepassword); on success the customer signs in with the new password. */
export function ResetPasswordForm({ id, code, onSaved }: { id: string; code: string; onSaved: () => void }) {
  const form = useForm<NewPasswordValues>({
    resolver: yupResolver(newPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [outcome, setOutcome] = useState<Outcome>();
  const submit = form.handleSubmit(async (values) => {
    setOutcome(undefined);
    try {
      const result = await savePassword({ id, code, password: values.password });
      const verdict = interpretResult(result);
      if (verdict.ok) {
        form.reset();
        setOutcome({ ok: true, message: result.message || 'Your password has been changed.' });
        onSaved();
        return;
      }
      setOutcome({ ok: false, message: verdict.message });
    } catch (error) {
      setOutcome({ ok: false, message: thrownMessage(error) });
    }
  });
  return (
    <Stack asChild gap="4" maxW="md">
      <form noValidate onSubmit={submit} aria-label="Reset password">
        <FormErrorSummary form={form} idPrefix="resetpw" order={['password', 'confirmPassword']} />
        <FailureMessage message={outcome?.message} status={outcome?.ok ? 'success' : 'error'} />
        <FormTextBox
          form={form}
          idPrefix="resetpw"
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
        />
        <FormTextBox
          form={form}
          idPrefix="resetpw"
          name="confirmPassword"
          label="Confirm password"
          type="confirmpassword"
        />
        <Button type="submit" alignSelf="flex-start" loading={form.formState.isSubmitting} loadingText="Saving…">
          Save password
        </Button>
      </form>
    </Stack>
  );
}
