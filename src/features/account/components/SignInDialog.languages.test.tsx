/** The sign-in dialog in the customer's language (the language rule): its title, tabs, fields and the spec's messages. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithDesignSystem } from '@/design-system/testing';
import { createTranslator, TranslatorProvider } from '@/i18n';
import { compileCatalog } from '@/i18n/compileCatalog';
import arAccount from '@/i18n/locales/ar/account.json';
import arCommon from '@/i18n/locales/ar/common.json';
import arDesign from '@/i18n/locales/ar/design.json';
import frAccount from '@/i18n/locales/fr/account.json';
import frCommon from '@/i18n/locales/fr/common.json';
import frDesign from '@/i18n/locales/fr/design.json';
import { closeSignIn, openSignIn } from '../state/ui';
import { SignInDialog } from './SignInDialog';

// jsdom has no PointerEvent; the checkbox's press handling (zag) constructs one.
if (typeof window.PointerEvent === 'undefined') window.PointerEvent = MouseEvent as unknown as typeof PointerEvent;
vi.setConfig({ testTimeout: 30_000 });

const CATALOGS = {
  fr: { ...frCommon, ...frDesign, ...frAccount },
  ar: { ...arCommon, ...arDesign, ...arAccount },
};

function renderIn(locale: keyof typeof CATALOGS) {
  const translator = createTranslator(locale, compileCatalog(CATALOGS[locale]), ['common', 'design', 'account']);
  openSignIn('signin');
  renderWithDesignSystem(
    <TranslatorProvider translator={translator}>
      <SignInDialog showSignUpFirst={false} onSignedUp={() => undefined} />
    </TranslatorProvider>,
  );
}

afterEach(() => closeSignIn());

describe('the sign-in dialog in French and Arabic', () => {
  it('is French: title, tabs, fields, and the required messages wrapping the field’s French title', async () => {
    renderIn('fr');
    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'CRÉER UN COMPTE' })).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Connexion' }));
    expect(form.getByLabelText(/Mot de passe/)).toBeInTheDocument();
    expect(form.getByText('Se souvenir de moi')).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'SE CONNECTER' }));
    expect(await form.findAllByText('Le champ « E-mail » est obligatoire')).not.toHaveLength(0);
    expect(form.getAllByText('Le champ « Mot de passe » est obligatoire')).not.toHaveLength(0);
  });

  it('is Arabic: the forgot-password view and its email check', async () => {
    renderIn('ar');
    expect(await screen.findByRole('heading', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'هل نسيتم كلمة المرور؟' }));
    const form = within(await screen.findByRole('form', { name: 'نسيت كلمة المرور' }));
    await userEvent.type(form.getByLabelText(/البريد الإلكتروني/), 'nope');
    await userEvent.click(form.getByRole('button', { name: 'إرسال الرابط' }));
    expect(await form.findAllByText('قيمة الحقل «البريد الإلكتروني» غير صالحة')).not.toHaveLength(0);
  });
});
