import { Text } from '@chakra-ui/react';
import { RequireProfile } from '@/features/account';
import { CustomerInvoices, Invoices } from '@/features/booker';
import { useT } from '@/i18n';
import { pageNameId, type PageDefinition } from '../model/routes';
import { PageFrame } from './PageFrame';

/** invoice: a booker's invoices (the booker calls rule, rules: call-booker), or a customer's own (the product pages rule, rules: product-pages). */
export function InvoicePage({ page }: { page: PageDefinition }) {
  const t = useT();
  return (
    <PageFrame title={t(pageNameId(page.id))}>
      <RequireProfile>
        {(profile) =>
          profile.bookerId ? (
            <>
              <Text color="fg.muted">{t('booker.invoices.intro')}</Text>
              <Invoices bookerId={profile.bookerId} />
            </>
          ) : (
            <CustomerInvoices customerId={profile.id} />
          )
        }
      </RequireProfile>
    </PageFrame>
  );
}
