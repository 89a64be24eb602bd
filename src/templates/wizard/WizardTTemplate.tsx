import type { TemplateProps } from '../contract';
import { wizardt } from './definitions';
import { WizardArrangement } from './WizardArrangement';

/** `wizardt`: 2 steps, the vehicle chosen on the first, then details and payment on one screen (the wizard layout and wizard steps rules, rules: wizard-layout, wizard-steps). */
export default function WizardTTemplate(props: TemplateProps) {
  return <WizardArrangement definition={wizardt} {...props} />;
}
