import { Button, Checkbox, DataList, Stack } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { updateProfile } from '@/api';
import { EmailText, FormDialog, loadPhoneLibrary } from '@/design-system';
import { profileSchema, type ProfileValues } from '../model/accountForms';
import type { CustomerProfile } from '@/shared';
import { profileFromWire } from '../model/profile';
import { cleanPhoneDigits } from '../model/signInForms';
import { refreshProfile } from '../state/session';
import { failureOfCall } from './accountCalls';
import { FailureMessage, FormErrorSummary, FormTextBox, PhoneField, SubmitButton } from './FormParts';
import { ChangePasswordForm } from './PasswordForms';
import { usePhoneCheck } from './usePhoneCheck';

type Open = 'profile' | 'password' | undefined;

/** The profile page (the dialogs rule (rules: modals) update profile and update password dialogs). */
export function ProfileView({ profile }: { profile: CustomerProfile }) {
  const [open, setOpen] = useState<Open>();
  const [notice, setNotice] = useState<string>();
  const done = (message: string) => {
    setOpen(undefined);
    setNotice(message);
  };
  return (
    <Stack gap="6">
      <FailureMessage message={notice} status="success" />
      <DataList.Root orientation="horizontal" size="lg">
        <Item label="Name" value={`${profile.firstName} ${profile.lastName}`.trim()} />
        <Item label="Email" value={<EmailText address={profile.email} />} />
        <Item label="Phone" value={`${profile.dialingCode} ${profile.phone}`} />
        <Item label="Text messages" value={profile.smsMailingList ? 'Yes, send me offers' : 'No'} />
        <Item label="Emails" value={profile.emailMailingList ? 'Yes, send me offers' : 'No'} />
      </DataList.Root>
      <Stack direction="row" gap="3" wrap="wrap">
        <Button onClick={() => setOpen('profile')}>Update profile</Button>
        <Button variant="outline" onClick={() => setOpen('password')}>
          Update password
        </Button>
      </Stack>
      <FormDialog title="Update profile" open={open === 'profile'} onClose={() => setOpen(undefined)}>
        <UpdateProfileForm profile={profile} onDone={done} />
      </FormDialog>
      <FormDialog title="Update password" open={open === 'password'} onClose={() => setOpen(undefined)}>
        <ChangePasswordForm customerId={profile.id} onDone={done} />
      </FormDialog>
    </Stack>
  );
}

function Item({ label, value }: { label: string; value: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}

function UpdateProfileForm({ profile, onDone }: { profile: CustomerProfile; onDone: (message: string) => void }) {
  const phoneCheck = usePhoneCheck();
  const form = useForm<ProfileValues>({
    resolver: yupResolver(profileSchema),
    context: phoneCheck,
    mode: 'onTouched',
    defaultValues: {
      firstname: profile.firstName,
      surname: profile.lastName,
      phoneCountry: profile.dialingCode === '+44' ? 'GB' : '',
      dialingcode: profile.dialingCode || '+44',
      phone: profile.phone,
      email: profile.email,
      smsmailinglist: Boolean(profile.smsMailingList),
      emailmailinglist: Boolean(profile.emailMailingList),
    },
  });
  const [phoneCountry, sms, emails] = useWatch({
    control: form.control,
    name: ['phoneCountry', 'smsmailinglist', 'emailmailinglist'],
  });
  // A stored dialing code other than +44 names its country once the phone metadata is there.
  useEffect(() => {
    if (form.getValues('phoneCountry')) return;
    void loadPhoneLibrary().then((library) => {
      const dial = profile.dialingCode.replace('+', '');
      form.setValue('phoneCountry', library.countries.find((c) => c.dialCode === dial)?.code ?? 'GB');
    });
  }, [form, profile.dialingCode]);
  const [failure, setFailure] = useState<string>();
  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    const request = {
      custid: profile.id,
      firstname: values.firstname,
      surname: values.surname,
      phone: cleanPhoneDigits(values.phone),
      dialingcode: values.dialingcode,
      email: values.email,
      smsmailinglist: values.smsmailinglist,
      emailmailinglist: values.emailmailinglist,
    };
    const failed = await failureOfCall(
      () => updateProfile(request),
      (result) => {
        refreshProfile(profileFromWire(result) ?? { ...profile, ...fromValues(values) });
        onDone(result.message || 'Your profile has been updated.');
      },
    );
    if (failed) setFailure(failed);
  });
  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={submit} aria-label="Update profile">
        <FormErrorSummary form={form} idPrefix="profile" order={['firstname', 'surname', 'phone', 'email']} />
        <FailureMessage message={failure} />
        <FormTextBox form={form} idPrefix="profile" name="firstname" label="First name" autoComplete="given-name" />
        <FormTextBox form={form} idPrefix="profile" name="surname" label="Surname" autoComplete="family-name" />
        <PhoneField form={form} idPrefix="profile" country={phoneCountry || 'GB'} />
        <FormTextBox form={form} idPrefix="profile" name="email" label="Email" type="email" autoComplete="email" />
        <Checkbox.Root checked={sms} onCheckedChange={(e) => form.setValue('smsmailinglist', e.checked === true)}>
          <Checkbox.HiddenInput name="smsmailinglist" />
          <Checkbox.Control />
          <Checkbox.Label>Send me offers by text message</Checkbox.Label>
        </Checkbox.Root>
        <Checkbox.Root checked={emails} onCheckedChange={(e) => form.setValue('emailmailinglist', e.checked === true)}>
          <Checkbox.HiddenInput name="emailmailinglist" />
          <Checkbox.Control />
          <Checkbox.Label>Send me offers by email</Checkbox.Label>
        </Checkbox.Root>
        <SubmitButton form={form}>Save profile</SubmitButton>
      </form>
    </Stack>
  );
}

function fromValues(values: ProfileValues): Partial<CustomerProfile> {
  return {
    firstName: values.firstname,
    lastName: values.surname,
    email: values.email,
    phone: cleanPhoneDigits(values.phone),
    dialingCode: values.dialingcode,
    smsMailingList: values.smsmailinglist,
    emailMailingList: values.emailmailinglist,
  };
}
