import type { TemplateProps } from '../contract';
import { wizardx } from './definitions';
import { WizardArrangement } from './WizardArrangement';

/** `wizardx`: 3 steps, the vehicle chosen on the first (the wizard layout and wizard steps rules, rules: wizard-layout, wizard-steps); sign-in continues to payment (the sign-in hand-off rule, rules: sign-in-handoff). */
export default function WizardXTemplate(props: TemplateProps) {
  return <WizardArrangement definition={wizardx} {...props} />;
}
