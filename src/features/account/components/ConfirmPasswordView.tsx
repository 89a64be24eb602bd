import { Button, Stack, Text } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { checkWelcomeLink, confirmPassword, type WireWelcomeLinkAnswer } from '@/api';
import { useT } from '@/i18n';
import { LoadState, useRead } from '@/shared';
import { newPasswordSchema, type NewPasswordValues } from '../model/accountForms';
import { openForgotPassword, openSignIn } from '../state/ui';
import { failureOfCall } from './accountCalls';
import { FailureMessage, FormErrorSummary, NewPasswordFields, SubmitButton } from './FormParts';

/** What the customer can do next with a link that cannot set a password. */
function NextStep({ state }: { state: WireWelcomeLinkAnswer['state'] }) {
  const t = useT();
  if (state === 'used')
    return (
      <Button alignSelf="flex-start" onClick={() => openSignIn('signin')}>
        {t('account.password.signIn')}
      </Button>
    );
  if (state === 'expired')
    return (
      <Button alignSelf="flex-start" onClick={openForgotPassword}>
        {t('account.password.sendResetLink')}
      </Button>
    );
  return null;
}

function LinkRefused({ answer }: { answer: WireWelcomeLinkAnswer }) {
  return (
    <>
      <FailureMessage message={answer.message} />
      <NextStep state={answer.state} />
    </>
  );
}

const EMAIL_MARK = '\u2063';

type Outcome = { ok: true; message: string } | { ok: false; answer: WireWelcomeLinkAnswer };

/** The new password, twice (the password length rule (rules: password-length): 6 to 20 characters, the two must match), sent with the link's id and code. */
function ChoosePasswordForm({ id, code, email }: { id: string; code: string; email: string }) {
  const t = useT();
  const schema = useMemo(() => newPasswordSchema(t), [t]);
  const form = useForm<NewPasswordValues>({
    resolver: yupResolver(schema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const [outcome, setOutcome] = useState<Outcome>();
  // The sentence is one message wherever the language puts the address; a marker in its place splits it so the
  // address can be shown strong.
  const [before, after = ''] = t('account.password.chooseFor', { email: EMAIL_MARK }).split(EMAIL_MARK);
  const submit = form.handleSubmit(async (values) => {
    setOutcome(undefined);
    let answer: WireWelcomeLinkAnswer | undefined;
    const failed = await failureOfCall(
      async () => (answer = await confirmPassword({ id, code, password: values.password })),
      (result) => setOutcome({ ok: true, message: result.message || t('account.password.set') }),
    );
    if (failed) setOutcome({ ok: false, answer: { ...answer, code: answer?.code ?? 0, message: failed } });
  });
  if (outcome?.ok)
    return (
      <>
        <FailureMessage status="success" message={outcome.message} />
        <Button alignSelf="flex-start" onClick={() => openSignIn('signin')}>
          {t('account.password.signIn')}
        </Button>
      </>
    );
  return (
    <Stack asChild gap="4" maxW="md">
      <form noValidate onSubmit={submit} aria-label={t('account.password.chooseTitle')}>
        <Text>
          {before}
          <strong>{email}</strong>
          {after}
        </Text>
        <FormErrorSummary form={form} idPrefix="confirmpw" order={['password', 'confirmPassword']} />
        {outcome ? <LinkRefused answer={outcome.answer} /> : null}
        <NewPasswordFields form={form} idPrefix="confirmpw" />
        <SubmitButton form={form}>{t('account.password.save')}</SubmitButton>
      </form>
    </Stack>
  );
}

/**
 * confirmpassword (issue 15): a customer whose account a booker opened sets a password from the mailed link. The link
 * is checked first, so a used, expired or unknown one says so before anything is typed.
 */
export function ConfirmPasswordView({ id, code }: { id: string; code: string }) {
  const t = useT();
  const read = useRead(['welcome-link', id, code], (signal) => checkWelcomeLink({ id, code }, { signal }));
  return (
    <LoadState read={read} what={t('account.password.whatLink')}>
      {(answer) =>
        answer.code === 1 ? (
          <ChoosePasswordForm id={id} code={code} email={answer.email ?? ''} />
        ) : (
          <LinkRefused answer={answer} />
        )
      }
    </LoadState>
  );
}
