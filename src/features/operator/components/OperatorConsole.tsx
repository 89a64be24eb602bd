import { Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { getOperatorDocument } from '@/api/operator';
import { useT } from '@/i18n';
import { ConsoleEditor, type Published } from './ConsoleEditor';
import { OperatorSignIn } from './OperatorSignIn';

type State = { kind: 'loading' } | { kind: 'signIn'; notOperator?: boolean } | { kind: 'ready'; published: Published };

/** The operator console (issue 31): the sign-in, then the editor once the session is an operator's. */
export function OperatorConsole() {
  const t = useT();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    const answer = await getOperatorDocument();
    if (answer.ok) setState({ kind: 'ready', published: answer.value });
    else if (answer.status === 403) {
      setState({ kind: 'signIn', notOperator: true });
    } else setState({ kind: 'signIn' });
  }, []);
  useEffect(() => void load(), [load]);

  if (state.kind === 'loading') {
    return (
      <Stack role="status" direction="row" align="center" gap="3">
        <Spinner />
        <Text>{t('operator.console.loading')}</Text>
      </Stack>
    );
  }
  if (state.kind === 'signIn')
    return (
      <OperatorSignIn
        onSignedIn={() => void load()}
        refusal={state.notOperator ? t('operator.console.notOperator') : undefined}
      />
    );
  return <ConsoleEditor initial={state.published} />;
}
