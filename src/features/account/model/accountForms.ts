/** The phone digits, account forms and field limits rules (rules: phone-digits, account-forms, field-limits): the forms of the forgot-password dialog, the password pages and the profile, in the page's language (`t`). */
import { boolean, object, string, type InferType } from 'yup';
import { contactRules, emailRule, fieldMessages, newPasswordRules, type Translate } from './signInForms';

/** The valid booking rule (rules: booking-valid): "the email is required and checked as an email". */
export const forgotPasswordSchema = (t: Translate) => object({ email: emailRule(t) });
export type ForgotPasswordValues = InferType<ReturnType<typeof forgotPasswordSchema>>;

/** A new password and its confirmation (reset link, change password, update password). */
export const newPasswordSchema = (t: Translate) => object(newPasswordRules(t));
export type NewPasswordValues = InferType<ReturnType<typeof newPasswordSchema>>;

export function changePasswordSchema(t: Translate) {
  const { required, invalid } = fieldMessages(t);
  return object({
    // Trimmed like the password it was set as (the password length rule, rules: password-length), so its hash matches.
    oldPassword: string().trim().required(required('oldPassword')).max(255, invalid('oldPassword')),
    ...newPasswordRules(t),
  });
}
export type ChangePasswordValues = InferType<ReturnType<typeof changePasswordSchema>>;

/** Update profile (the account calls rule (rules: call-account) updateprofile): names, phone, email and the two mailing lists. */
export function profileSchema(t: Translate) {
  return object({
    ...contactRules(t),
    smsmailinglist: boolean().default(false),
    emailmailinglist: boolean().default(false),
  });
}
export type ProfileValues = InferType<ReturnType<typeof profileSchema>>;
