export { chosenTemplate, templateFor, templates, useTemplate, TEMPLATE_PREVIEW_PARAM } from './registry';
export type { TemplateComponent, TemplateName, TemplateProps } from './contract';
