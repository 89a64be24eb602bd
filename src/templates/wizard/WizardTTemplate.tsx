import type { TemplateProps } from '../contract';
import { wizardt } from './definitions';
import { WizardArrangement } from './WizardArrangement';

/** `wizardt`: 2 steps, the vehicle chosen on the first, then details and payment on one screen (spec 2.4, 4.4). */
export default function WizardTTemplate(props: TemplateProps) {
  return <WizardArrangement definition={wizardt} {...props} />;
}
