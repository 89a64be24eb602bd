import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WireOperatorDocument } from '@/api/wire/operator';
import { renderWithDesignSystem } from '@/design-system/testing';
import { createTranslator, TranslatorProvider, useTranslator, type Translator } from '@/i18n';
import { compileCatalog } from '@/i18n/compileCatalog';
import arDesign from '@/i18n/locales/ar/design.json';
import arOperator from '@/i18n/locales/ar/operator.json';
import frDesign from '@/i18n/locales/fr/design.json';
import frOperator from '@/i18n/locales/fr/operator.json';
import seed from '../../../../server/seed/operator.json';
import { checkDraft } from '../model/consoleForm';
import { ServiceFields } from './ServiceFields';

/** The seed's draft with a quotation time typed as words. */
const draft = {
  ...(seed as unknown as WireOperatorDocument),
  configuration: {
    ...(seed as unknown as WireOperatorDocument).configuration,
    quotetimeout: 'ten' as unknown as number,
  },
} as WireOperatorDocument;

/** One section of the console's form as the editor shows it: its messages from the draft's check, in its language. */
function Form() {
  const translator = useTranslator();
  const check = checkDraft(draft.configuration, draft, translator);
  const errors = Object.fromEntries(check.issues.map((issue) => [issue.path, issue.message]));
  return <ServiceFields settings={draft.configuration} errors={errors} change={() => undefined} />;
}

const renderIn = (translator: Translator) =>
  renderWithDesignSystem(
    <TranslatorProvider translator={translator}>
      <Form />
    </TranslatorProvider>,
  );

describe('the console form in the console’s language', { timeout: 60_000 }, () => {
  it('speaks French: its labels, a choice’s options and a check’s message naming the field', () => {
    renderIn(createTranslator('fr', compileCatalog({ ...frDesign, ...frOperator }), ['design', 'operator']));
    expect(screen.getByText('Horaires et quantités')).toBeTruthy();
    expect(screen.getByText('Fournisseur de carte')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Toutes les 15 minutes' })).toBeTruthy();
    expect(screen.getByText('Le champ « Minutes de validité d’un devis » doit être un nombre')).toBeTruthy();
    expect(screen.queryByText(/must be a number/)).toBeNull();
  });

  it('speaks Arabic: its labels and the same check in Arabic', () => {
    renderIn(createTranslator('ar', compileCatalog({ ...arDesign, ...arOperator }), ['design', 'operator']));
    expect(screen.getByText('الأوقات والأعداد')).toBeTruthy();
    expect(screen.getByText('مزوّد الخريطة')).toBeTruthy();
    expect(screen.getByText('يجب أن يكون الحقل «عدد دقائق صلاحية عرض السعر» رقمًا')).toBeTruthy();
  });
});
