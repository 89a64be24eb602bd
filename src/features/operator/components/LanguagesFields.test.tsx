import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/api/wire/locales';
import type { WireOperatorDocument } from '@/api/wire/operator';
import { renderWithDesignSystem } from '@/design-system/testing';
import { createTranslator, TranslatorProvider, useTranslator, type Translator } from '@/i18n';
import { compileCatalog } from '@/i18n/compileCatalog';
import arOperator from '@/i18n/locales/ar/operator.json';
import frCommon from '@/i18n/locales/fr/common.json';
import frDesign from '@/i18n/locales/fr/design.json';
import frOperator from '@/i18n/locales/fr/operator.json';
import arDesign from '@/i18n/locales/ar/design.json';
import { SOURCE_MESSAGES, sourceTranslator } from '@/i18n/sourceTranslator';
import seed from '../../../../server/seed/operator.json';
import { checkDraft } from '../model/consoleForm';
import { LanguagesFields } from './LanguagesFields';

/** The catalogs as GET /api/operator/messages/:locale answers them (French's common namespace is enough here). */
const loadCatalogs = (locale: string) =>
  Promise.resolve({
    ok: true as const,
    value: { source: SOURCE_MESSAGES, translation: locale === 'fr' ? (frCommon as Record<string, string>) : {} },
  });

let latest: WireOperatorDocument;

/** The console's draft around the section, its errors as a Save shows them (the draft's check). */
function Console({ initial }: { initial: WireOperatorDocument }) {
  const [draft, setDraft] = useState(initial);
  const [editing, setEditing] = useState<Locale>('fr');
  latest = draft;
  const translator = useTranslator();
  const errors = Object.fromEntries(
    checkDraft(draft.configuration, draft, translator).issues.map((issue) => [issue.path, issue.message]),
  );
  return (
    <LanguagesFields
      document={draft}
      errors={errors}
      change={(next) => setDraft((now) => ({ ...now, configuration: { ...now.configuration, ...next } }))}
      changeDocument={(next) => setDraft((now) => ({ ...now, ...next }))}
      editing={editing}
      onEditing={setEditing}
      loadCatalogs={loadCatalogs}
    />
  );
}

/** The demo operator as an English-only site (the demo offers all seven), so French is there to enable. */
const englishOnly = structuredClone(seed) as unknown as WireOperatorDocument;
delete englishOnly.configuration.languages;

const renderIn = (translator: Translator) =>
  renderWithDesignSystem(
    <TranslatorProvider translator={translator}>
      <Console initial={englishOnly} />
    </TranslatorProvider>,
  );

/** How many messages a search for `query` finds beyond the 20 listed. */
const moreThanListed = (query: string) =>
  Object.entries(SOURCE_MESSAGES).filter(([id, text]) => id.includes(query) || text.toLowerCase().includes(query))
    .length - 20;

// A search re-renders twenty fields and the draft's check: slow on a busy machine.
describe('the Languages section', { timeout: 20_000 }, () => {
  it('enables French and overrides a message, its placeholder mistake shown beside the field', async () => {
    const user = userEvent.setup();
    renderIn(sourceTranslator());
    await user.click(screen.getByLabelText('French'));
    expect(latest.configuration.languages).toEqual(['en-GB', 'fr']);

    fireEvent.change(screen.getByLabelText('Search messages'), { target: { value: 'call us on' } });
    const field = await screen.findByLabelText('Your wording for common.footer.callUsOn');
    const row = field.closest('li')!;
    expect(within(row).getByText('English: Call us on {phone}')).toBeTruthy();
    expect(within(row).getByText('Shipped translation: Appelez-nous au {phone}')).toBeTruthy();

    fireEvent.change(field, { target: { value: 'Réservez au {numero}' } });
    expect(
      within(row).getByText(/The French wording of common.footer.callUsOn must use the placeholders \{phone\}/),
    ).toBeTruthy();
    fireEvent.change(field, { target: { value: 'Réservez au {phone}' } });
    expect(latest.messages).toEqual({ fr: { 'common.footer.callUsOn': 'Réservez au {phone}' } });
    expect(within(row).queryByText(/must use the placeholders/)).toBeNull();
  });

  it('speaks French, with the plural of the messages left out of the list', async () => {
    const fr = createTranslator('fr', compileCatalog({ ...frDesign, ...frOperator }), ['design', 'operator']);
    renderIn(fr);
    expect(screen.getByText('Langues proposées aux clients')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Rechercher des messages'), { target: { value: 'common.' } });
    const more = moreThanListed('common.');
    expect(more).toBeGreaterThan(1);
    expect(await screen.findByText(`${more} autres messages correspondent : affinez votre recherche.`)).toBeTruthy();
    expect(screen.getByLabelText('Votre texte pour common.menu.whyUs')).toBeTruthy();
  });

  it('speaks Arabic, with the plural form Arabic gives the count', async () => {
    const ar = createTranslator('ar', compileCatalog({ ...arDesign, ...arOperator }), ['design', 'operator']);
    renderIn(ar);
    expect(screen.getByText('اللغات التي يمكن للعملاء اختيارها')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('البحث في الرسائل'), { target: { value: 'common.' } });
    const more = moreThanListed('common.');
    const form = new Intl.PluralRules('ar').select(more);
    const expected =
      form === 'few'
        ? `هناك ${more} رسائل أخرى مطابقة: يُرجى تضييق البحث.`
        : `هناك ${more} رسالة أخرى مطابقة: يُرجى تضييق البحث.`;
    await waitFor(() => expect(screen.getByText(expected)).toBeTruthy());
    expect(screen.getByLabelText('الفرنسية')).toBeTruthy();
  });
});
