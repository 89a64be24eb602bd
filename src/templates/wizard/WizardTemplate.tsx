import type { TemplateProps } from '../contract';
import { wizard } from './definitions';
import { WizardArrangement } from './WizardArrangement';

/** `wizard`: the standard 4 steps, map beside the form (the wizard layout rule, rules: wizard-layout). */
export default function WizardTemplate(props: TemplateProps) {
  return <WizardArrangement definition={wizard} {...props} />;
}
