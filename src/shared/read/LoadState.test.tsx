import { screen } from '@testing-library/react';
import { renderWithDesignSystem } from '@/design-system/testing';
import { LoadState } from './LoadState';
import type { ReadState } from './useRead';

function failed(): ReadState<string> {
  return { status: 'failed', error: new Error('gone'), retry: vi.fn() };
}

describe('LoadState', () => {
  it('offers "Try again" when a read failed', () => {
    renderWithDesignSystem(
      <LoadState read={failed()} what="the booking" failure={() => ({ title: 'It failed.' })}>
        {(data) => data}
      </LoadState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('It failed.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers no "Try again" for a failure asking again cannot mend', () => {
    renderWithDesignSystem(
      <LoadState
        read={failed()}
        what="the booking"
        failure={() => ({ title: 'This link is not valid.', retry: false })}
      >
        {(data) => data}
      </LoadState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('LoadState in the page’s language', () => {
  it('says what is loading and offers to try again in French and Arabic', async () => {
    const { createTranslator, TranslatorProvider } = await import('@/i18n');
    const { compileCatalog } = await import('@/i18n/compileCatalog');
    const { default: fr } = await import('@/i18n/locales/fr/common.json');
    const { default: ar } = await import('@/i18n/locales/ar/common.json');
    const loading: ReadState<string> = { status: 'loading', retry: vi.fn() } as unknown as ReadState<string>;
    const french = createTranslator('fr', compileCatalog(fr), ['common']);
    const { unmount } = renderWithDesignSystem(
      <TranslatorProvider translator={french}>
        <LoadState read={loading} what="votre réservation">
          {(data) => data}
        </LoadState>
      </TranslatorProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Chargement de votre réservation…');
    unmount();
    const arabic = createTranslator('ar', compileCatalog(ar), ['common']);
    renderWithDesignSystem(
      <TranslatorProvider translator={arabic}>
        <LoadState read={failed()} what="حجزكم" failure={() => ({ title: 'x' })}>
          {(data) => data}
        </LoadState>
      </TranslatorProvider>,
    );
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });
});
