import { useEffect, useState } from 'react';
import { loadPaymentProvider, type PaymentProvider } from '@/adapters/payments';
import { useConfig } from '@/config';
import { useTranslator } from '@/i18n';

export type ProviderLoad =
  { state: 'idle' | 'loading' | 'failed'; provider: null } | { state: 'ready'; provider: PaymentProvider };

/**
 * Loads a payment provider when its method is shown (`kind` not null), never before: its SDK arrives with
 * `import()` at that moment. The provider is torn down when the method is hidden or the page leaves.
 */
export function useProvider(kind: string | null, load?: () => Promise<PaymentProvider>): ProviderLoad {
  const config = useConfig();
  const { locale } = useTranslator();
  const [loaded, setLoaded] = useState<ProviderLoad>({ state: 'idle', provider: null });
  useEffect(() => {
    if (!kind) return setLoaded({ state: 'idle', provider: null });
    let live = true;
    let provider: PaymentProvider | null = null;
    setLoaded({ state: 'loading', provider: null });
    const loading =
      load?.() ??
      loadPaymentProvider(kind, {
        publicKey: config.cardProviderPublicKey || config.publicKey,
        paypalClientId: config.payPalClientId,
        locale,
      });
    loading.then(
      (ready) => {
        provider = ready;
        if (live) setLoaded({ state: 'ready', provider: ready });
        else ready.teardown();
      },
      () => live && setLoaded({ state: 'failed', provider: null }),
    );
    return () => {
      live = false;
      provider?.teardown();
    };
  }, [kind]); // eslint-disable-line react-hooks/exhaustive-deps
  return loaded;
}
