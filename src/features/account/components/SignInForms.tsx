import { Button, Checkbox, Link, Stack } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { GENERIC_ERROR, interpretResult, signIn, signUp } from '@/api';
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
import { FailureMessage, FormErrorSummary, FormTextBox } from './FormParts';
import { usePhoneCheck } from './usePhoneCheck';

export function SignInForm() {
  const form = useForm<SignInValues>({
    resolver: yupResolver(signInSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', remember: false },
  });
  const [failure, setFailure] = useState<string>();
  const remember = useWatch({ control: form.control, name: 'remember' });
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const result = await signIn({ email: values.email, password: values.password, rememberme: values.remember });
      const verdict = interpretResult(result, { kind: 'signin' });
      const profile = verdict.ok ? profileFromWire(result) : undefined;
      if (profile) {
        // Spec 4.7 and 4.11: stored per the remember-me choice, then the modal closes.
        storeProfile(profile, values.remember);
        closeSignIn();
        return;
      }
      setFailure(verdict.ok ? GENERIC_ERROR : verdict.message);
    } catch (error) {
      setFailure(thrownMessage(error));
    }
    // Spec 8.1: a failed sign-in clears the password field.
    form.setValue('password', '');
  });
  return (
    <Stack asChild gap="4" pt="4">
      <form noValidate onSubmit={submit} aria-label="Sign in">
        <FormErrorSummary form={form} idPrefix="signin" order={['email', 'password']} />
        <FailureMessage message={failure} />
        <FormTextBox form={form} idPrefix="signin" name="email" label="Email" type="email" autoComplete="username" />
        <FormTextBox
          form={form}
          idPrefix="signin"
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          maxLength={255}
        />
        <Stack direction="row" justify="space-between" align="center" wrap="wrap">
          <Checkbox.Root checked={remember} onCheckedChange={(e) => form.setValue('remember', e.checked === true)}>
            <Checkbox.HiddenInput name="remember" />
            <Checkbox.Control />
            <Checkbox.Label>Remember me</Checkbox.Label>
          </Checkbox.Root>
          <Link
            as="button"
            type="button"
            onClick={openForgotPassword}
            color="colorPalette.fg"
            textDecoration="underline"
          >
            Forgot password?
          </Link>
        </Stack>
        <Button type="submit" loading={form.formState.isSubmitting} loadingText="Signing in…">
          SIGN IN
        </Button>
      </form>
    </Stack>
  );
}

const SIGN_UP_ORDER: Path<SignUpValues>[] = ['firstname', 'surname', 'phone', 'email', 'password', 'confirmPassword'];

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const phoneCheck = usePhoneCheck();
  const form = useForm<SignUpValues>({
    resolver: yupResolver(signUpSchema),
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
    try {
      const { firstname, surname, phone, email, password, dialingcode } = values;
      const result = await signUp({ firstname, surname, phone: cleanPhoneDigits(phone), email, password, dialingcode });
      const verdict = interpretResult(result, { kind: 'signup' });
      const profile = verdict.ok ? profileFromWire(result) : undefined;
      if (profile) {
        // Spec 9: sign-up always stores the profile persistently.
        storeProfile(profile, true);
        closeSignIn();
        onSignedUp();
        return;
      }
      setFailure(verdict.ok ? GENERIC_ERROR : verdict.message);
    } catch (error) {
      setFailure(thrownMessage(error));
    }
    form.setValue('password', '');
    form.setValue('confirmPassword', '');
  });
  return (
    <Stack asChild gap="4" pt="4">
      <form noValidate onSubmit={submit} aria-label="Sign up">
        <FormErrorSummary form={form} idPrefix="signup" order={SIGN_UP_ORDER} />
        <FailureMessage message={failure} />
        <FormTextBox form={form} idPrefix="signup" name="firstname" label="First name" autoComplete="given-name" />
        <FormTextBox form={form} idPrefix="signup" name="surname" label="Surname" autoComplete="family-name" />
        <FormTextBox
          form={form}
          idPrefix="signup"
          name="phone"
          label="Phone"
          type="phone"
          phoneCountry={phoneCountry}
          onPhoneCountryChange={(code, dialCode) => {
            form.setValue('phoneCountry', code);
            form.setValue('dialingcode', `+${dialCode}`);
            if (form.getValues('phone')) void form.trigger('phone');
          }}
        />
        <FormTextBox form={form} idPrefix="signup" name="email" label="Email" type="email" autoComplete="email" />
        <FormTextBox
          form={form}
          idPrefix="signup"
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
        />
        <FormTextBox
          form={form}
          idPrefix="signup"
          name="confirmPassword"
          label="Confirm password"
          type="confirmpassword"
        />
        <Button type="submit" loading={form.formState.isSubmitting} loadingText="Signing up…">
          SIGN UP
        </Button>
      </form>
    </Stack>
  );
}
