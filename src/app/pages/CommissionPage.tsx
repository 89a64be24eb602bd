import { Text } from '@chakra-ui/react';
import { RequireProfile } from '@/features/account';
import { CommissionStatement } from '@/features/booker';
import { useT } from '@/i18n';
import { pageNameId, type PageDefinition } from '../model/routes';
import { PageFrame } from './PageFrame';

/** commission: the booker's commission statement (the booker statement rule, rules: booker-statement); a customer who is no booker is told what it is for. */
export function CommissionPage({ page }: { page: PageDefinition }) {
  const t = useT();
  return (
    <PageFrame title={t(pageNameId(page.id))} intro={t('booker.statement.intro')}>
      <RequireProfile>
        {(profile) =>
          profile.bookerId ? (
            <CommissionStatement bookerId={profile.bookerId} />
          ) : (
            <Text>{t('booker.statement.notBooker')}</Text>
          )
        }
      </RequireProfile>
    </PageFrame>
  );
}
