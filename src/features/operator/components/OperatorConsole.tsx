import { Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { getOperatorDocument } from '@/api/operator';
import { ConsoleEditor, type Published } from './ConsoleEditor';
import { OperatorSignIn } from './OperatorSignIn';

type State = { kind: 'loading' } | { kind: 'signIn'; refusal?: string } | { kind: 'ready'; published: Published };

/** The operator console (issue 31): the sign-in, then the editor once the session is an operator's. */
export function OperatorConsole() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    const answer = await getOperatorDocument();
    if (answer.ok) setState({ kind: 'ready', published: answer.value });
    else if (answer.status === 403) {
      setState({ kind: 'signIn', refusal: 'This account is not an operator’s. Sign in with an operator account.' });
    } else setState({ kind: 'signIn' });
  }, []);
  useEffect(() => void load(), [load]);

  if (state.kind === 'loading') {
    return (
      <Stack role="status" direction="row" align="center" gap="3">
        <Spinner />
        <Text>Loading…</Text>
      </Stack>
    );
  }
  if (state.kind === 'signIn') return <OperatorSignIn onSignedIn={() => void load()} refusal={state.refusal} />;
  return <ConsoleEditor initial={state.published} />;
}
