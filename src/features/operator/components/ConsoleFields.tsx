import { Checkbox, Fieldset, HStack, Input, Stack } from '@chakra-ui/react';
import type { WireOperatorDocument } from '@/api/wire/operator';
import { TEMPLATE_NAMES, type TemplateName } from '@/api/wire/templates';
import { Button, TextBox } from '@/design-system';
import type { ContrastProblem } from '../model/contrast';
import {
  COMPANY_FIELDS,
  colourPath,
  fieldId,
  PALETTES,
  PAYMENT_SWITCHES,
  SWITCHES,
  type Settings,
} from '../model/consoleForm';
import { MAIN_SHADE, paletteFrom } from '../model/palette';
import { CopyFields } from './CopyFields';
import { Choice, NumberBox, Section, Switches } from './FormParts';
import { ServiceFields } from './ServiceFields';

export interface FieldsProps {
  settings: Settings;
  document: WireOperatorDocument;
  /** Messages by document path, shown beside their field. */
  errors: Record<string, string>;
  contrast: ContrastProblem[];
  change: (next: Partial<Settings>) => void;
}

/**
 * Every field of the operator document a customer sees, by section: brand, layout, switches, payment methods,
 * company details, timing and providers (ServiceFields), page copy and the legal pages (CopyFields).
 */
export function ConsoleFields({ settings, document, errors, contrast, change }: FieldsProps) {
  const colours = settings.brand.colors;
  const setColour = (palette: string, colour: string) => {
    // A full palette follows a complete colour; a half-typed one is kept as typed for the colour check to name.
    const next = /^#[0-9a-f]{6}$/i.test(colour) ? paletteFrom(colour) : { ...colours[palette], [MAIN_SHADE]: colour };
    change({ brand: { ...settings.brand, colors: { ...colours, [palette]: next } } });
  };
  const vehicles = (document.vehicleTypes as { vehtypeid: number; typename: string }[] | undefined) ?? [];
  return (
    <Stack gap="6">
      <Section legend="Brand">
        {PALETTES.map((palette) => {
          const path = colourPath(palette.name);
          const value = colours[palette.name]?.[MAIN_SHADE] ?? '';
          const failing = contrast.find((problem) => problem.field === path);
          return (
            <Stack key={palette.name} gap="2">
              <HStack align="end" gap="3">
                <TextBox
                  id={fieldId(path)}
                  label={palette.label}
                  value={value}
                  onChange={(text) => setColour(palette.name, text.trim())}
                  error={errors[path]}
                  helperText="A colour like #1c2e5c; the lighter and darker shades follow it"
                />
                <Input
                  type="color"
                  aria-label={`${palette.label} picker`}
                  value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'}
                  onChange={(event) => setColour(palette.name, event.currentTarget.value)}
                  width="12"
                  p="1"
                  mb={errors[path] ? '7' : '6'}
                />
              </HStack>
              {failing ? (
                <Button
                  size="sm"
                  variant="outline"
                  alignSelf="start"
                  onClick={() => setColour(palette.name, failing.nearest)}
                >
                  Use {failing.nearest}
                </Button>
              ) : null}
            </Stack>
          );
        })}
        <BrandDetails settings={settings} errors={errors} change={change} />
      </Section>

      <Section legend="Layout">
        <Choice
          path="configuration.template"
          label="Template"
          value={settings.template}
          options={TEMPLATE_NAMES.map((name) => ({ value: name, label: name }))}
          errors={errors}
          onChange={(value) => change({ template: value as TemplateName })}
        />
        <Fieldset.Root>
          <Fieldset.Legend>Templates customers may preview with ?template=NAME</Fieldset.Legend>
          <Stack gap="1">
            {TEMPLATE_NAMES.map((name) => (
              <Checkbox.Root
                key={name}
                checked={(settings.templates ?? []).includes(name)}
                onCheckedChange={(event) => {
                  const others = (settings.templates ?? []).filter((t) => t !== name);
                  change({ templates: event.checked === true ? [...others, name] : others });
                }}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </Fieldset.Root>
      </Section>

      <Section legend="Booking switches">
        <Switches items={SWITCHES} settings={settings} errors={errors} change={change} />
        <Choice
          path="configuration.defaultvehicletypeid"
          label="Default vehicle"
          value={String(settings.defaultvehicletypeid)}
          options={vehicles.map((v) => ({ value: String(v.vehtypeid), label: v.typename }))}
          errors={errors}
          onChange={(value) => change({ defaultvehicletypeid: Number(value) })}
        />
      </Section>

      <Section legend="Payment methods">
        <Switches items={PAYMENT_SWITCHES} settings={settings} errors={errors} change={change} />
        <Choice
          path="configuration.defaultpaymentmethod"
          label="Default payment method"
          value={settings.defaultpaymentmethod}
          options={['card', 'cash', 'paypal', 'stripe', 'account'].map((m) => ({ value: m, label: m }))}
          errors={errors}
          onChange={(value) => change({ defaultpaymentmethod: value as Settings['defaultpaymentmethod'] })}
        />
      </Section>

      <Section legend="Company details">
        {COMPANY_FIELDS.map((field) => {
          const path = `configuration.${field.path}`;
          return (
            <TextBox
              key={field.path}
              id={fieldId(path)}
              label={field.label}
              type={field.type ?? 'text'}
              maxLength={field.type === 'textarea' ? 2000 : undefined}
              value={String(settings[field.path] ?? '')}
              onChange={(text) => change({ [field.path]: text } as Partial<Settings>)}
              error={errors[path]}
            />
          );
        })}
      </Section>

      <ServiceFields settings={settings} errors={errors} change={change} />
      <CopyFields settings={settings} errors={errors} change={change} />
    </Stack>
  );
}

/** The logo, fonts and corner radii of the brand: free text, which the theme takes as CSS values. */
function BrandDetails({ settings, errors, change }: Pick<FieldsProps, 'settings' | 'errors' | 'change'>) {
  const brand = settings.brand;
  const text = (path: string, label: string, value: string | undefined, set: (text: string) => void) => (
    <TextBox key={path} id={fieldId(path)} label={label} value={value ?? ''} onChange={set} error={errors[path]} />
  );
  return (
    <>
      {text('configuration.brand.logoUrl', 'Logo address', brand.logoUrl, (logoUrl) =>
        change({ brand: { ...brand, logoUrl } }),
      )}
      {text('configuration.brand.logoAlt', 'Logo text alternative', brand.logoAlt, (logoAlt) =>
        change({ brand: { ...brand, logoAlt } }),
      )}
      {text('configuration.brand.fonts.heading', 'Heading font', brand.fonts?.heading, (heading) =>
        change({ brand: { ...brand, fonts: { ...brand.fonts, heading } } }),
      )}
      {text('configuration.brand.fonts.body', 'Body font', brand.fonts?.body, (body) =>
        change({ brand: { ...brand, fonts: { ...brand.fonts, body } } }),
      )}
      <NumberBox
        path="configuration.brand.logoAspectRatio"
        label="Logo width divided by its height"
        helperText="1 for a square logo; the header keeps its space before it loads"
        value={brand.logoAspectRatio ?? 1}
        error={errors['configuration.brand.logoAspectRatio']}
        onChange={(ratio) => change({ brand: { ...brand, logoAspectRatio: ratio as number } })}
      />
      {(['l1', 'l2', 'l3'] as const).map((radius, i) =>
        text(
          `configuration.brand.radii.${radius}`,
          `Corner radius, ${['small', 'medium', 'large'][i]}`,
          brand.radii?.[radius],
          (value) => change({ brand: { ...brand, radii: { ...brand.radii, [radius]: value } } }),
        ),
      )}
    </>
  );
}
