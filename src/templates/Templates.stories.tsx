import { Suspense } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, waitFor, within } from 'storybook/test';
import { TEMPLATE_NAMES } from '@/api';
import { setClock } from '@/features/booking';
import type { TemplateName } from './contract';
import { templateFor } from './registry';

const LOADING = 'Loading the template…';

/**
 * Every layout template (the wizard layout rule, rules: wizard-layout) as an operator's booking page shows it, in the brand the toolbar picks: the
 * operator's whole document (palette, fonts, radii, logo, copy) and fake places and map (`parameters.operator`,
 * .storybook/operators.tsx). Nothing in a template names a colour or a font: switching the brand restyles it all.
 */
function TemplateStory({ template, compact }: { template: TemplateName; compact?: boolean }) {
  const Template = templateFor(template);
  return (
    <Suspense fallback={<p>{LOADING}</p>}>
      <Template compact={compact} />
    </Suspense>
  );
}

const meta = {
  title: 'Templates',
  component: TemplateStory,
  // Each story gets a booking store of its own (.storybook/preview.tsx), so every template starts empty.
  parameters: { operator: true, layout: 'fullscreen' },
  // Any story can show any template of the list, a new one included, from the controls.
  argTypes: { template: { control: 'select', options: TEMPLATE_NAMES } },
  // The booking's clock at the stories' server time, so ASAP and the date pickers say the same in every snapshot.
  beforeEach: () => setClock(() => Date.parse('2026-11-23T09:00:00.000Z')),
  // The template is a lazy chunk: the story is told once it has replaced the fallback (checks wait for the play).
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).queryByText(LOADING)).toBeNull(), { timeout: 10_000 });
  },
} satisfies Meta<typeof TemplateStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// One story a template, named as the designers review them; the list's control above covers a template added since.
export const Wizard: Story = { args: { template: 'wizard' } };
export const WizardX: Story = { args: { template: 'wizardx' } };
export const WizardT: Story = { args: { template: 'wizardt' } };
export const Inline: Story = { args: { template: 'inline' } };
export const InlineX: Story = { args: { template: 'inlinex' } };
export const Gateway: Story = { args: { template: 'gateway' } };
export const Overflow: Story = { args: { template: 'overflow' } };
export const List: Story = { args: { template: 'list' } };
/** Lite and quick booking show the booking panels alone (compact). */
export const WizardCompact: Story = { args: { template: 'wizard', compact: true } };
/** The second demo operator, for a look without the toolbar. */
export const WizardThamesCars: Story = { args: { template: 'wizard' }, globals: { brand: 'thamesCars' } };
export const InlineThamesCars: Story = { args: { template: 'inline' }, globals: { brand: 'thamesCars' } };
