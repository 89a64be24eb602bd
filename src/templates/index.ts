export { templateFor, templates } from './registry';
export type { TemplateName, TemplateProps } from './registry';
