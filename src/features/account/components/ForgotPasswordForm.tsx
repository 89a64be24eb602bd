import { Button, Stack, Text } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { interpretResult, resetPassword } from '@/api';
import { dialogs } from '@/design-system';
import { useT } from '@/i18n';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../model/accountForms';
import { closeForgotPassword, closeSignIn } from '../state/ui';
import { thrownMessage } from './accountCalls';
import { FailureMessage, FormErrorSummary, FormTextBox } from './FormParts';

/** The small records rule (rules: other-entities) source of web requests. */
const SOURCE = 8;

/** The verbatim messages rule (rules: messages): success says "A password reset link has been sent to your email" in a dialog titled Message. */
export function ForgotPasswordForm() {
  const t = useT();
  const schema = useMemo(() => forgotPasswordSchema(t), [t]);
  const form = useForm<ForgotPasswordValues>({
    resolver: yupResolver(schema),
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
          () => void dialogs.message({ title: t('design.dialog.message'), content: t('account.forgot.sent') }),
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
      <form noValidate onSubmit={submit} aria-label={t('account.signIn.forgotTitle')}>
        <Text>{t('account.forgot.intro')}</Text>
        <FormErrorSummary form={form} idPrefix="forgot" order={['email']} />
        <FailureMessage message={failure} />
        <FormTextBox
          form={form}
          idPrefix="forgot"
          name="email"
          label={t('account.field.email')}
          type="email"
          autoComplete="username"
        />
        <Stack direction="row" gap="3" justify="flex-end">
          <Button type="button" variant="outline" onClick={closeForgotPassword}>
            {t('account.forgot.back')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting} loadingText={t('account.forgot.sending')}>
            {t('account.forgot.send')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
