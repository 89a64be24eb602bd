import { Button, Checkbox, Link, Stack } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import {
  GENERIC_ERROR,
  interpretResult,
  signIn,
  signUp,
  type WireSignInResponse,
  type WireSignUpResponse,
} from '@/api';
import { useT } from '@/i18n';
import { profileFromWire } from '../model/profile';
import {
  cleanPhoneDigits,
  signInSchema,
  signUpSchema,
  type SignInValues,
  type SignUpValues,
} from '../model/signInForms';
import { storeProfile } from '../state/session';
import { closeSignIn, openForgotPassword } from '../state/ui';
import { thrownMessage } from './accountCalls';
import { FailureMessage, FormErrorSummary, FormTextBox, NewPasswordFields, PhoneField } from './FormParts';
import { usePhoneCheck } from './usePhoneCheck';

/**
 * Runs a sign-in or sign-up call; on success stores the profile (persistently when `remember`) and closes the
 * dialog. Answers the message to show when it failed, nothing when the customer is signed in.
 */
async function signInThrough(
  call: () => Promise<WireSignInResponse | WireSignUpResponse>,
  kind: 'signin' | 'signup',
  remember: boolean,
): Promise<string | undefined> {
  try {
    const result = await call();
    const verdict = interpretResult(result, { kind });
    const profile = verdict.ok ? profileFromWire(result) : undefined;
    if (profile) {
      storeProfile(profile, remember);
      closeSignIn();
      return undefined;
    }
    return verdict.ok ? GENERIC_ERROR : verdict.message;
  } catch (error) {
    return thrownMessage(error);
  }
}

export function SignInForm() {
  const t = useT();
  const schema = useMemo(() => signInSchema(t), [t]);
  const form = useForm<SignInValues>({
    resolver: yupResolver(schema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', remember: false },
  });
  const [failure, setFailure] = useState<string>();
  const remember = useWatch({ control: form.control, name: 'remember' });
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    // The sign-in and storage rules (rules: sign-in, storage): stored per the remember-me choice, then the modal closes.
    const failed = await signInThrough(
      () => signIn({ email: values.email, password: values.password, rememberme: values.remember }),
      'signin',
      values.remember,
    );
    if (!failed) return;
    setFailure(failed);
    // The response codes rule (rules: response-codes): a failed sign-in clears the password field.
    form.setValue('password', '');
  });
  return (
    <Stack asChild gap="4" pt="4">
      <form noValidate onSubmit={submit} aria-label={t('account.signIn.signInTitle')}>
        <FormErrorSummary form={form} idPrefix="signin" order={['email', 'password']} />
        <FailureMessage message={failure} />
        <FormTextBox
          form={form}
          idPrefix="signin"
          name="email"
          label={t('account.field.email')}
          type="email"
          autoComplete="username"
        />
        <FormTextBox
          form={form}
          idPrefix="signin"
          name="password"
          label={t('account.field.password')}
          type="password"
          autoComplete="current-password"
          maxLength={255}
        />
        <Stack direction="row" justify="space-between" align="center" wrap="wrap">
          <Checkbox.Root checked={remember} onCheckedChange={(e) => form.setValue('remember', e.checked === true)}>
            <Checkbox.HiddenInput name="remember" />
            <Checkbox.Control />
            <Checkbox.Label>{t('account.signIn.remember')}</Checkbox.Label>
          </Checkbox.Root>
          <Link
            as="button"
            type="button"
            onClick={openForgotPassword}
            color="colorPalette.fg"
            textDecoration="underline"
          >
            {t('account.signIn.forgotLink')}
          </Link>
        </Stack>
        <Button type="submit" loading={form.formState.isSubmitting} loadingText={t('account.signIn.signingIn')}>
          {t('account.signIn.signInUpper')}
        </Button>
      </form>
    </Stack>
  );
}

const SIGN_UP_ORDER: Path<SignUpValues>[] = ['firstname', 'surname', 'phone', 'email', 'password', 'confirmPassword'];

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const t = useT();
  const schema = useMemo(() => signUpSchema(t), [t]);
  const phoneCheck = usePhoneCheck();
  const form = useForm<SignUpValues>({
    resolver: yupResolver(schema),
    context: phoneCheck,
    mode: 'onTouched',
    defaultValues: {
      firstname: '',
      surname: '',
      phoneCountry: 'GB',
      dialingcode: '+44',
      phone: '',
      email: '',
      password: '',
      confirmPassword: '',
    },
  });
  const [failure, setFailure] = useState<string>();
  const phoneCountry = useWatch({ control: form.control, name: 'phoneCountry' });
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const { firstname, surname, phone, email, password, dialingcode } = values;
    // The defaults rule (rules: defaults): sign-up always stores the profile persistently.
    const failed = await signInThrough(
      () => signUp({ firstname, surname, phone: cleanPhoneDigits(phone), email, password, dialingcode }),
      'signup',
      true,
    );
    if (!failed) {
      onSignedUp();
      return;
    }
    setFailure(failed);
    form.setValue('password', '');
    form.setValue('confirmPassword', '');
  });
  return (
    <Stack asChild gap="4" pt="4">
      <form noValidate onSubmit={submit} aria-label={t('account.signIn.signUpTitle')}>
        <FormErrorSummary form={form} idPrefix="signup" order={SIGN_UP_ORDER} />
        <FailureMessage message={failure} />
        <FormTextBox
          form={form}
          idPrefix="signup"
          name="firstname"
          label={t('account.field.firstName')}
          autoComplete="given-name"
        />
        <FormTextBox
          form={form}
          idPrefix="signup"
          name="surname"
          label={t('account.field.surname')}
          autoComplete="family-name"
        />
        <PhoneField form={form} idPrefix="signup" country={phoneCountry} />
        <FormTextBox
          form={form}
          idPrefix="signup"
          name="email"
          label={t('account.field.email')}
          type="email"
          autoComplete="email"
        />
        <NewPasswordFields form={form} idPrefix="signup" />
        <Button type="submit" loading={form.formState.isSubmitting} loadingText={t('account.signIn.signingUp')}>
          {t('account.signIn.signUpUpper')}
        </Button>
      </form>
    </Stack>
  );
}
