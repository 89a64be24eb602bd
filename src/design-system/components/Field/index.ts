export { FormField, fieldErrorId, type FormFieldProps } from './FormField';
