import { Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { signIn } from '@/api';
import { Button, ErrorSummary, TextBox } from '@/design-system';

/**
 * The operator signs in here with the customers' sign-in (its throttling, session cookie and headers); the console
 * then reads the document, which only an operator's session may.
 */
export function OperatorSignIn({ onSignedIn, refusal }: { onSignedIn: () => void; refusal?: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);
  const missing = {
    email: tried && !email.trim() ? 'Email is required' : undefined,
    password: tried && !password ? 'Password is required' : undefined,
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
      else setFailure(answer.Message || 'The email address or password is incorrect.');
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
    <form onSubmit={submit} noValidate aria-label="Operator sign in">
      <Stack gap="4" maxW="md">
        {refusal ? <Text role="alert">{refusal}</Text> : null}
        {errors.length ? <ErrorSummary errors={errors} /> : null}
        <TextBox
          id="op-signin-email"
          label="Email"
          type="email"
          value={email}
          onChange={setEmail}
          required
          error={missing.email ?? failure}
        />
        <TextBox
          id="op-signin-password"
          label="Password"
          type="password"
          value={password}
          onChange={setPassword}
          required
          error={missing.password}
        />
        <Button type="submit" loading={busy} alignSelf="start">
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
