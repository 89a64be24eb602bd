import { Button, Checkbox, DataList, Stack } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { updateProfile } from '@/api';
import { EmailText, FormDialog, loadPhoneLibrary } from '@/design-system';
import { useT } from '@/i18n';
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
  const t = useT();
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
        <Item label={t('account.profile.name')} value={`${profile.firstName} ${profile.lastName}`.trim()} />
        <Item label={t('account.field.email')} value={<EmailText address={profile.email} />} />
        <Item
          label={t('account.field.phone')}
          value={<span dir="ltr">{`${profile.dialingCode} ${profile.phone}`}</span>}
        />
        <Item
          label={t('account.profile.textMessages')}
          value={t(profile.smsMailingList ? 'account.profile.offersYes' : 'account.profile.offersNo')}
        />
        <Item
          label={t('account.profile.emails')}
          value={t(profile.emailMailingList ? 'account.profile.offersYes' : 'account.profile.offersNo')}
        />
      </DataList.Root>
      <Stack direction="row" gap="3" wrap="wrap">
        <Button onClick={() => setOpen('profile')}>{t('account.profile.update')}</Button>
        <Button variant="outline" onClick={() => setOpen('password')}>
          {t('account.profile.updatePassword')}
        </Button>
      </Stack>
      <FormDialog title={t('account.profile.update')} open={open === 'profile'} onClose={() => setOpen(undefined)}>
        <UpdateProfileForm profile={profile} onDone={done} />
      </FormDialog>
      <FormDialog
        title={t('account.profile.updatePassword')}
        open={open === 'password'}
        onClose={() => setOpen(undefined)}
      >
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
  const t = useT();
  const schema = useMemo(() => profileSchema(t), [t]);
  const phoneCheck = usePhoneCheck();
  const form = useForm<ProfileValues>({
    resolver: yupResolver(schema),
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
        onDone(result.message || t('account.profile.updated'));
      },
    );
    if (failed) setFailure(failed);
  });
  return (
    <Stack asChild gap="4">
      <form noValidate onSubmit={submit} aria-label={t('account.profile.update')}>
        <FormErrorSummary form={form} idPrefix="profile" order={['firstname', 'surname', 'phone', 'email']} />
        <FailureMessage message={failure} />
        <FormTextBox
          form={form}
          idPrefix="profile"
          name="firstname"
          label={t('account.field.firstName')}
          autoComplete="given-name"
        />
        <FormTextBox
          form={form}
          idPrefix="profile"
          name="surname"
          label={t('account.field.surname')}
          autoComplete="family-name"
        />
        <PhoneField form={form} idPrefix="profile" country={phoneCountry || 'GB'} />
        <FormTextBox
          form={form}
          idPrefix="profile"
          name="email"
          label={t('account.field.email')}
          type="email"
          autoComplete="email"
        />
        <Checkbox.Root checked={sms} onCheckedChange={(e) => form.setValue('smsmailinglist', e.checked === true)}>
          <Checkbox.HiddenInput name="smsmailinglist" />
          <Checkbox.Control />
          <Checkbox.Label>{t('account.profile.offersBySms')}</Checkbox.Label>
        </Checkbox.Root>
        <Checkbox.Root checked={emails} onCheckedChange={(e) => form.setValue('emailmailinglist', e.checked === true)}>
          <Checkbox.HiddenInput name="emailmailinglist" />
          <Checkbox.Control />
          <Checkbox.Label>{t('account.profile.offersByEmail')}</Checkbox.Label>
        </Checkbox.Root>
        <SubmitButton form={form}>{t('account.profile.save')}</SubmitButton>
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
