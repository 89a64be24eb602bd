export { chosenTemplate, templateFor, templates, useTemplate, TEMPLATE_PREVIEW_PARAM } from './registry';
export { definitionOf, templateDefinitions } from './definitions';
export type { TemplateComponent, TemplateName, TemplateProps } from './contract';
