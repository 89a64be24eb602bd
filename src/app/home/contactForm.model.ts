import { object, string, type InferType } from 'yup';
import type { MessageId, MessageValues } from '@/i18n';

type Translate = (id: MessageId, values?: MessageValues) => string;

/** Each enquiry field's title: its label and the {title} of its messages. */
export const contactFieldTitles = {
  name: 'templates.home.contact.name',
  email: 'templates.home.contact.email',
  phone: 'templates.home.contact.phone',
  subject: 'templates.home.contact.subject',
  message: 'templates.home.contact.message',
} as const satisfies Record<string, MessageId>;

/**
 * Enquiry fields; texts follow the text length rule (rules: text-length) ("{title} is required", "{title} is
 * invalid", max length 255), in the page's language (`t`).
 */
export function contactSchema(t: Translate) {
  const required = (field: keyof typeof contactFieldTitles) =>
    t('design.validation.required', { title: t(contactFieldTitles[field]) });
  const invalid = (field: keyof typeof contactFieldTitles) =>
    t('design.validation.invalid', { title: t(contactFieldTitles[field]) });
  return object({
    name: string().trim().required(required('name')).max(255, invalid('name')),
    email: string().trim().required(required('email')).email(invalid('email')).max(255, invalid('email')),
    phone: string()
      .trim()
      .max(20, invalid('phone'))
      .matches(/^[+\d\s()-]*$/, invalid('phone'))
      .default(''),
    subject: string().trim().max(255, invalid('subject')).default(''),
    message: string().trim().required(required('message')).max(2000, invalid('message')),
  });
}

export type ContactValues = InferType<ReturnType<typeof contactSchema>>;
