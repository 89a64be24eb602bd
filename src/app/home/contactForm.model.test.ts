import { describe, expect, it } from 'vitest';
import { createTranslator } from '@/i18n';
import { compileCatalog } from '@/i18n/compileCatalog';
import frDesign from '@/i18n/locales/fr/design.json';
import frTemplates from '@/i18n/locales/fr/templates.json';
import { sourceTranslator } from '@/i18n/sourceTranslator';
import { contactSchema as schemaIn } from './contactForm.model';

const contactSchema = schemaIn(sourceTranslator().t);

async function errorsOf(values: Record<string, string>) {
  try {
    await contactSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('contact form rules', () => {
  it('requires name, email and message', async () => {
    expect(await errorsOf({})).toEqual(['Name is required', 'Email is required', 'Message is required']);
  });
  it('flags an invalid email and phone', async () => {
    expect(await errorsOf({ name: 'Ann', email: 'not-an-email', phone: 'abc', message: 'Hi' })).toEqual([
      'Email is invalid',
      'Phone is invalid',
    ]);
  });
  it('accepts a complete enquiry', async () => {
    expect(
      await errorsOf({ name: 'Ann', email: 'ann@example.com', phone: '+44 20 7946 0000', message: 'Hello' }),
    ).toEqual([]);
  });

  it('says it in the page’s language, naming the field in that language', async () => {
    const fr = createTranslator('fr', compileCatalog({ ...frDesign, ...frTemplates }), ['design', 'templates']);
    await expect(
      schemaIn(fr.t).validate({ name: 'Anne', email: 'anne@', message: '' }, { abortEarly: false }),
    ).rejects.toMatchObject({
      errors: ['Le champ « E-mail » n’est pas valide', 'Le champ « Message » est obligatoire'],
    });
  });
});
