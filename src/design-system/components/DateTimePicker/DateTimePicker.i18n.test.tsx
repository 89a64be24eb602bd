import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createTranslator, TranslatorProvider, type Locale } from '@/i18n';
import { compileCatalog } from '@/i18n/compileCatalog';
import arDesign from '@/i18n/locales/ar/design.json';
import frDesign from '@/i18n/locales/fr/design.json';
import { renderWithDesignSystem } from '../../testing';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { DateTimePicker } from './DateTimePicker';

// 14:07 in London (summer time), whatever the test machine's zone.
const now = () => new Date('2025-07-01T13:07:42Z');

function inLanguage(locale: Locale, catalog: Record<string, string>) {
  const translator = createTranslator(locale, compileCatalog(catalog), ['design']);
  return ({ children }: { children: ReactNode }) => (
    <TranslatorProvider translator={translator}>{children}</TranslatorProvider>
  );
}

function renderPicker(wrapper: ({ children }: { children: ReactNode }) => ReactNode) {
  const Wrapper = wrapper;
  return renderWithDesignSystem(
    <Wrapper>
      <DateTimePicker
        label="Prise en charge"
        now={now}
        value={{ mode: 'later', time: '2025-07-01T15:00:00.000+01:00' }}
        onChange={() => {}}
      />
    </Wrapper>,
  );
}

describe('the design system in the page’s language', () => {
  it('speaks French: the picker’s day and month names, its buttons, labels and the plural of its quick buttons', async () => {
    const user = userEvent.setup();
    renderPicker(inLanguage('fr', frDesign));
    const trigger = screen.getByRole('button', { name: /Prise en charge/ });
    expect(trigger).toHaveTextContent('mar. 1 juil. 2025, 15:00');
    await user.click(trigger);
    expect(screen.getByRole('group', { name: 'Prise en charge : choisissez la date et l’heure' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dès que possible' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Plus tard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dans 15 minutes' })).toHaveTextContent('+15 min');
    expect(screen.getByLabelText('Heure')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Valider' }));
    expect(screen.queryByRole('group', { name: /choisissez/ })).not.toBeInTheDocument();
  });

  it('speaks Arabic: Arabic plural forms, which differ from English for every count the quick buttons show', async () => {
    const user = userEvent.setup();
    renderPicker(inLanguage('ar', arDesign));
    await user.click(screen.getByRole('button', { name: /Prise en charge/ }));
    // 15 is Arabic's "many" form, 30 and 60 "other": 15 would read "دقائق" were the plural not chosen by the rules.
    expect(screen.getByRole('button', { name: 'بعد 15 دقيقة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'في أقرب وقت' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تم' })).toBeInTheDocument();
  });

  it('gives a dialog its default title and buttons in the page’s language, and keeps a caller’s own words', () => {
    const Wrapper = inLanguage('fr', frDesign);
    renderWithDesignSystem(
      <Wrapper>
        <ConfirmDialog
          open
          content="Voulez-vous continuer ?"
          okLabel="Oui"
          onOk={() => {}}
          onCancel={() => {}}
          onClose={() => {}}
        />
      </Wrapper>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Question' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Oui' })).toBeInTheDocument();
  });
});
