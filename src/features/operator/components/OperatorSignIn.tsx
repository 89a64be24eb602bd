import { Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { signIn } from '@/api';
import { Button, ErrorSummary, TextBox } from '@/design-system';
import { useT } from '@/i18n';

/**
 * The operator signs in here with the customers' sign-in (its throttling, session cookie and headers); the console
 * then reads the document, which only an operator's session may.
 */
export function OperatorSignIn({ onSignedIn, refusal }: { onSignedIn: () => void; refusal?: string }) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const missing = {
    email: tried && !email.trim() ? t('operator.signIn.emailRequired') : undefined,
    password: tried && !password ? t('operator.signIn.passwordRequired') : undefined,
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!email.trim() || !password) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = await signIn({ email: email.trim(), password, rememberme: false });
      if (answer.Code === 1) onSignedIn();
      else setFailure(answer.Message || t('operator.signIn.incorrect'));
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const errors = [
    ...(missing.email ? [{ fieldId: 'op-signin-email', message: missing.email }] : []),
    ...(missing.password ? [{ fieldId: 'op-signin-password', message: missing.password }] : []),
    ...(failure ? [{ fieldId: 'op-signin-email', message: failure }] : []),
  ];
  return (
    <form onSubmit={submit} noValidate aria-label={t('operator.signIn.form')}>
      <Stack gap="4" maxW="md">
        {refusal ? <Text role="alert">{refusal}</Text> : null}
        {errors.length ? <ErrorSummary errors={errors} /> : null}
        <TextBox
          id="op-signin-email"
          label={t('operator.signIn.email')}
          type="email"
          value={email}
          onChange={setEmail}
          required
          error={missing.email ?? failure}
        />
        <TextBox
          id="op-signin-password"
          label={t('operator.signIn.password')}
          type="password"
          value={password}
          onChange={setPassword}
          required
          error={missing.password}
        />
        <Button type="submit" loading={busy} alignSelf="start">
          {t('operator.signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
