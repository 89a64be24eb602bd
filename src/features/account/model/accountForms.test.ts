import { describe, expect, it } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import { sourceTranslator } from '@/i18n/sourceTranslator';
import * as forms from './accountForms';

const { t } = sourceTranslator();
const forgotPasswordSchema = forms.forgotPasswordSchema(t);
const newPasswordSchema = forms.newPasswordSchema(t);
const changePasswordSchema = forms.changePasswordSchema(t);
const profileSchema = forms.profileSchema(t);

const errorsOf = (schema: AnyObjectSchema, values: Record<string, unknown>) =>
  schema
    .validate(values, { abortEarly: false })
    .then(() => [] as string[])
    .catch((error: { errors: string[] }) => error.errors);

describe('forgot password (spec 5.2)', () => {
  it('requires an email and checks it', async () => {
    expect(await errorsOf(forgotPasswordSchema, {})).toEqual(['Email is required']);
    expect(await errorsOf(forgotPasswordSchema, { email: 'nope' })).toEqual(['Email is invalid']);
    expect(await errorsOf(forgotPasswordSchema, { email: 'ann@example.com' })).toEqual([]);
  });
});

describe('new and changed passwords (spec 5.1, 9)', () => {
  it('wants 6 to 20 characters and a matching confirmation', async () => {
    expect(await errorsOf(newPasswordSchema, { password: 'abc', confirmPassword: 'abc' })).toEqual([
      'Password must be at least 6 characters long',
      'Confirm password must be at least 6 characters long',
    ]);
    expect(await errorsOf(newPasswordSchema, { password: 'secret1', confirmPassword: 'secret2' })).toEqual([
      'Password and Confirm password not match',
    ]);
  });
  it('needs the current password to change it', async () => {
    expect(await errorsOf(changePasswordSchema, { password: 'secret1', confirmPassword: 'secret1' })).toEqual([
      'Current password is required',
    ]);
    const values = await changePasswordSchema.validate({
      oldPassword: ' old-one ',
      password: ' secret1 ',
      confirmPassword: ' secret1 ',
    });
    expect([values.oldPassword, values.password]).toEqual(['old-one', 'secret1']);
  });
});

describe('update profile', () => {
  it('requires names, phone and email', async () => {
    expect(await errorsOf(profileSchema, { phone: '0770' })).toEqual([
      'First name is required',
      'Surname is required',
      'Phone is invalid',
      'Email is required',
    ]);
  });
});
