import type { TemplateProps } from '../contract';
import { wizardx } from './definitions';
import { WizardArrangement } from './WizardArrangement';

/** `wizardx`: 3 steps, the vehicle chosen on the first (spec 2.4, 4.4); sign-in continues to payment (4.7). */
export default function WizardXTemplate(props: TemplateProps) {
  return <WizardArrangement definition={wizardx} {...props} />;
}
