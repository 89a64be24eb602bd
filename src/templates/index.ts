export { templateFor, templates } from './registry';
export type { TemplateComponent, TemplateName, TemplateProps } from './contract';
