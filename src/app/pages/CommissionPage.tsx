import { Text } from '@chakra-ui/react';
import { RequireProfile } from '@/features/account';
import { BOOKER_TEXT, CommissionStatement } from '@/features/booker';
import type { PageDefinition } from '../model/routes';
import { PageFrame } from './PageFrame';

/** commission: the booker's commission statement (the booker statement rule, rules: booker-statement); a customer who is no booker is told what it is for. */
export function CommissionPage({ page }: { page: PageDefinition }) {
  return (
    <PageFrame title={page.title} intro={BOOKER_TEXT.statementIntro}>
      <RequireProfile>
        {(profile) =>
          profile.bookerId ? (
            <CommissionStatement bookerId={profile.bookerId} />
          ) : (
            <Text>The commission statement is for booker accounts.</Text>
          )
        }
      </RequireProfile>
    </PageFrame>
  );
}
