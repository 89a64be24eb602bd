import { Alert, Button, Field, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { yupResolver } from '@hookform/resolvers/yup';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { GENERIC_ERROR, interpretResult, comment } from '@/api';
import { ErrorSummary } from '@/design-system';
import { useT } from '@/i18n';
import { contactFieldTitles, contactSchema, type ContactValues } from './contactForm.model';

type Outcome = { kind: 'sent'; message: string } | { kind: 'failed'; message: string } | undefined;

/** The Contact Us enquiry form: posts to /api/comment and confirms, keeping what was typed on failure. */
export function ContactForm() {
  const t = useT();
  const schema = useMemo(() => contactSchema(t), [t]);
  const [outcome, setOutcome] = useState<Outcome>();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ContactValues>({ resolver: yupResolver(schema), defaultValues: { phone: '', subject: '' } });

  const onSubmit = async (values: ContactValues) => {
    setOutcome(undefined);
    try {
      const result = await comment({ ...values, source: 8, enqtype: 'enquiry' });
      const verdict = interpretResult(result);
      if (verdict.ok) {
        setOutcome({ kind: 'sent', message: result.message || t('templates.home.contact.sent') });
        reset();
      } else setOutcome({ kind: 'failed', message: verdict.message });
    } catch {
      setOutcome({ kind: 'failed', message: GENERIC_ERROR });
    }
  };

  const summary = (Object.keys(contactFieldTitles) as (keyof ContactValues)[])
    .filter((name) => errors[name]?.message)
    .map((name) => ({ fieldId: `contact-${name}`, message: String(errors[name]?.message) }));

  const field = (name: keyof ContactValues, required: boolean, input: React.ReactNode) => (
    <Field.Root invalid={Boolean(errors[name])} required={required}>
      {/* The control has its own id so the error summary can link to it; the label follows that id. */}
      <Field.Label htmlFor={`contact-${name}`}>
        {t(contactFieldTitles[name])}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {input}
      <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <Stack asChild gap="5" maxW="3xl">
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('common.menu.contact')}>
        {submitCount > 0 && summary.length > 0 ? <ErrorSummary errors={summary} /> : null}
        {outcome ? (
          <Alert.Root
            status={outcome.kind === 'sent' ? 'success' : 'error'}
            role={outcome.kind === 'sent' ? 'status' : 'alert'}
          >
            <Alert.Indicator />
            <Alert.Title>{outcome.message}</Alert.Title>
          </Alert.Root>
        ) : null}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {field('name', true, <Input id="contact-name" autoComplete="name" maxLength={255} {...register('name')} />)}
          {field(
            'email',
            true,
            <Input
              id="contact-email"
              type="email"
              dir="ltr"
              autoComplete="email"
              maxLength={255}
              {...register('email')}
            />,
          )}
          {field(
            'phone',
            false,
            <Input id="contact-phone" type="tel" dir="ltr" autoComplete="tel" maxLength={20} {...register('phone')} />,
          )}
          {field('subject', false, <Input id="contact-subject" maxLength={255} {...register('subject')} />)}
        </SimpleGrid>
        {field('message', true, <Textarea id="contact-message" rows={5} maxLength={2000} {...register('message')} />)}
        <Button
          type="submit"
          alignSelf="flex-start"
          loading={isSubmitting}
          loadingText={t('templates.home.contact.sending')}
        >
          {t('templates.home.contact.send')}
        </Button>
      </form>
    </Stack>
  );
}
