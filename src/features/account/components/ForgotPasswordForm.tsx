import { Button, Stack, Text } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { interpretResult, resetPassword } from '@/api';
import { dialogs } from '@/design-system';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../model/accountForms';
import { closeForgotPassword, closeSignIn } from '../state/ui';
import { thrownMessage } from './accountCalls';
import { FailureMessage, FormErrorSummary, FormTextBox } from './FormParts';

/** The small records rule (rules: other-entities) source of web requests. */
const SOURCE = 8;

/** The verbatim messages rule (rules: messages): success says "A password reset link has been sent to your email" in a dialog titled Message. */
export function ForgotPasswordForm() {
  const form = useForm<ForgotPasswordValues>({
    resolver: yupResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const [failure, setFailure] = useState<string>();
  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(undefined);
    try {
      const verdict = interpretResult(await resetPassword({ email, source: SOURCE }), { kind: 'forgotpassword' });
      if (verdict.ok) {
        closeSignIn(
          () =>
            void dialogs.message({ title: 'Message', content: 'A password reset link has been sent to your email' }),
        );
        return;
      }
      setFailure(verdict.message);
    } catch (error) {
      setFailure(thrownMessage(error));
    }
  });
  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={submit} aria-label="Forgot password">
        <Text>Enter the email address you signed up with and we will send you a link to choose a new password.</Text>
        <FormErrorSummary form={form} idPrefix="forgot" order={['email']} />
        <FailureMessage message={failure} />
        <FormTextBox form={form} idPrefix="forgot" name="email" label="Email" type="email" autoComplete="username" />
        <Stack direction="row" gap="3" justify="flex-end">
          <Button type="button" variant="outline" onClick={closeForgotPassword}>
            Back to sign in
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting} loadingText="Sending…">
            Send reset link
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
