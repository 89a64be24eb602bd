import type { TemplateProps } from '../contract';
import { wizard } from './definitions';
import { WizardArrangement } from './WizardArrangement';

/** `wizard`: the standard 4 steps, map beside the form (spec 2.4). */
export default function WizardTemplate(props: TemplateProps) {
  return <WizardArrangement definition={wizard} {...props} />;
}
