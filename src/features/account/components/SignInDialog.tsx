import { Alert, Button, Checkbox, CloseButton, Dialog, Field, Input, Portal, Stack, Tabs } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { GENERIC_ERROR, interpretResult, signIn, signUp } from '@/api';
import { profileFromWire } from '../model/profile';
import { cleanPhoneDigits, signInSchema, signUpSchema, type SignInValues, type SignUpValues } from '../model/signInForms';
import { storeProfile } from '../state/session';
import { closeSignIn, useAccountUi, type SignInTab } from '../state/ui';

export interface SignInDialogProps {
  showSignUpFirst: boolean;
  /** Spec 2.2: after a sign-up with no pending navigation the user goes to the dashboard. */
  onSignedUp: () => void;
}

/** Spec 2.6: tabs SIGN IN and SIGN UP, ordered by ShowSignupFirst. */
export function SignInDialog({ showSignUpFirst, onSignedUp }: SignInDialogProps) {
  const ui = useAccountUi();
  const tabs: SignInTab[] = showSignUpFirst ? ['signup', 'signin'] : ['signin', 'signup'];
  const [tab, setTab] = useState<SignInTab>(ui.signIn.tab ?? tabs[0]);
  const requestedTab = ui.signIn.open ? (ui.signIn.tab ?? tabs[0]) : undefined;
  // The dialog stays mounted between openings; each opening shows the tab it asked for.
  useEffect(() => {
    if (requestedTab) setTab(requestedTab);
  }, [requestedTab]);
  return (
    <Dialog.Root open={ui.signIn.open} onOpenChange={(e) => !e.open && closeSignIn()} size="md" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{tab === 'signin' ? 'Sign in' : 'Sign up'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as SignInTab)} variant="line" fitted>
                <Tabs.List>
                  {tabs.map((t) => (
                    <Tabs.Trigger key={t} value={t}>
                      {t === 'signin' ? 'SIGN IN' : 'SIGN UP'}
                    </Tabs.Trigger>
                  ))}
                </Tabs.List>
                <Tabs.Content value="signin">
                  <SignInForm />
                </Tabs.Content>
                <Tabs.Content value="signup">
                  <SignUpForm onSignedUp={onSignedUp} />
                </Tabs.Content>
              </Tabs.Root>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function TextField<T extends FieldValues>({ form, name, label, type = 'text', autoComplete, onInput }: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  type?: string;
  autoComplete?: string;
  onInput?: (value: string) => string;
}) {
  const error = form.formState.errors[name]?.message;
  const registration = form.register(name);
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        type={type}
        autoComplete={autoComplete}
        maxLength={255}
        {...registration}
        onChange={(event) => {
          if (onInput) event.target.value = onInput(event.target.value);
          void registration.onChange(event);
        }}
      />
      <Field.ErrorText>{typeof error === 'string' ? error : null}</Field.ErrorText>
    </Field.Root>
  );
}

function FailureMessage({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}

function SignInForm() {
  const form = useForm<SignInValues>({ resolver: yupResolver(signInSchema), defaultValues: { email: '', password: '', remember: false } });
  const [failure, setFailure] = useState<string>();
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const result = await signIn({ email: values.email, password: values.password });
      const verdict = interpretResult(result, { kind: 'signin' });
      const profile = verdict.ok ? profileFromWire(result) : undefined;
      if (profile) {
        storeProfile(profile, values.remember);
        closeSignIn();
        return;
      }
      setFailure(verdict.ok ? GENERIC_ERROR : verdict.message);
    } catch {
      setFailure(GENERIC_ERROR);
    }
    // Spec 8.1: a failed sign-in clears the password field.
    form.setValue('password', '');
  });
  return (
    <Stack asChild gap="4" pt="4">
      <form noValidate onSubmit={submit}>
      <FailureMessage message={failure} />
      <TextField form={form} name="email" label="Email" type="email" autoComplete="username" />
      <TextField form={form} name="password" label="Password" type="password" autoComplete="current-password" />
      <Checkbox.Root {...form.register('remember')} onCheckedChange={(e) => form.setValue('remember', e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Remember me</Checkbox.Label>
      </Checkbox.Root>
      <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting} loadingText="Signing in…">
        SIGN IN
      </Button>
      </form>
    </Stack>
  );
}

function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const form = useForm<SignUpValues>({
    resolver: yupResolver(signUpSchema),
    defaultValues: { firstname: '', surname: '', phone: '', email: '', password: '', confirmPassword: '' },
  });
  const [failure, setFailure] = useState<string>();
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const { confirmPassword: _confirm, ...fields } = values;
      const result = await signUp({ ...fields, dialingcode: '+44' });
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
    } catch {
      setFailure(GENERIC_ERROR);
    }
    form.setValue('password', '');
    form.setValue('confirmPassword', '');
  });
  return (
    <Stack asChild gap="4" pt="4">
      <form noValidate onSubmit={submit}>
      <FailureMessage message={failure} />
      <TextField form={form} name="firstname" label="First name" autoComplete="given-name" />
      <TextField form={form} name="surname" label="Surname" autoComplete="family-name" />
      <TextField form={form} name="phone" label="Phone" type="tel" autoComplete="tel-national" onInput={cleanPhoneDigits} />
      <TextField form={form} name="email" label="Email" type="email" autoComplete="email" />
      <TextField form={form} name="password" label="Password" type="password" autoComplete="new-password" />
      <TextField form={form} name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" />
      <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting} loadingText="Signing up…">
        SIGN UP
      </Button>
      </form>
    </Stack>
  );
}
