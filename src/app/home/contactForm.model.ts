import { object, string, type InferType } from 'yup';

/** Enquiry fields; texts follow the text length rule (rules: text-length) ("{title} is required", "{title} is invalid", max length 255). */
export const contactSchema = object({
  name: string().trim().required('Name is required').max(255, 'Name is invalid'),
  email: string().trim().required('Email is required').email('Email is invalid').max(255, 'Email is invalid'),
  phone: string()
    .trim()
    .max(20, 'Phone is invalid')
    .matches(/^[+\d\s()-]*$/, 'Phone is invalid')
    .default(''),
  subject: string().trim().max(255, 'Subject is invalid').default(''),
  message: string().trim().required('Message is required').max(2000, 'Message is invalid'),
});

export type ContactValues = InferType<typeof contactSchema>;

export const contactFieldTitles: Record<keyof ContactValues, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  subject: 'Subject',
  message: 'Message',
};
