import { Checkbox, Fieldset, HStack, Input, Stack } from '@chakra-ui/react';
import type { WireOperatorDocument } from '@/api/wire/operator';
import { TEMPLATE_NAMES, type TemplateName } from '@/api/wire/templates';
import { Button, TextBox } from '@/design-system';
import { useT, type MessageId } from '@/i18n';
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
import { Choice, LeftToRight, NumberBox, Section, Switches } from './FormParts';
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
  const t = useT();
  const colours = settings.brand.colors;
  const setColour = (palette: string, colour: string) => {
    // A full palette follows a complete colour; a half-typed one is kept as typed for the colour check to name.
    const next = /^#[0-9a-f]{6}$/i.test(colour) ? paletteFrom(colour) : { ...colours[palette], [MAIN_SHADE]: colour };
    change({ brand: { ...settings.brand, colors: { ...colours, [palette]: next } } });
  };
  const vehicles = (document.vehicleTypes as { vehtypeid: number; typename: string }[] | undefined) ?? [];
  return (
    <Stack gap="6">
      <Section legend={t('operator.brand.legend')}>
        {PALETTES.map((palette) => {
          const path = colourPath(palette.name);
          const value = colours[palette.name]?.[MAIN_SHADE] ?? '';
          const failing = contrast.find((problem) => problem.field === path);
          return (
            <Stack key={palette.name} gap="2">
              <HStack align="end" gap="3">
                <LeftToRight>
                  <TextBox
                    id={fieldId(path)}
                    label={t(palette.label)}
                    value={value}
                    onChange={(text) => setColour(palette.name, text.trim())}
                    error={errors[path]}
                    helperText={t('operator.brand.colourHint')}
                  />
                </LeftToRight>
                <Input
                  type="color"
                  aria-label={t('operator.brand.picker', { colour: t(palette.label) })}
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
                  {t('operator.brand.useNearest', { colour: failing.nearest })}
                </Button>
              ) : null}
            </Stack>
          );
        })}
        <BrandDetails settings={settings} errors={errors} change={change} />
      </Section>

      <Section legend={t('operator.layout.legend')}>
        <Choice
          path="configuration.template"
          label={t('operator.layout.template')}
          value={settings.template}
          options={TEMPLATE_NAMES.map((name) => ({ value: name, label: name }))}
          errors={errors}
          onChange={(value) => change({ template: value as TemplateName })}
        />
        <Fieldset.Root>
          <Fieldset.Legend>{t('operator.layout.previewable')}</Fieldset.Legend>
          <Stack gap="1">
            {TEMPLATE_NAMES.map((name) => (
              <Checkbox.Root
                key={name}
                checked={(settings.templates ?? []).includes(name)}
                onCheckedChange={(event) => {
                  const others = (settings.templates ?? []).filter((other) => other !== name);
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

      <Section legend={t('operator.switch.legend')}>
        <Switches items={SWITCHES} settings={settings} errors={errors} change={change} />
        <Choice
          path="configuration.defaultvehicletypeid"
          label={t('operator.switch.defaultVehicle')}
          value={String(settings.defaultvehicletypeid)}
          options={vehicles.map((v) => ({ value: String(v.vehtypeid), label: v.typename }))}
          errors={errors}
          onChange={(value) => change({ defaultvehicletypeid: Number(value) })}
        />
      </Section>

      <Section legend={t('operator.payment.legend')}>
        <Switches items={PAYMENT_SWITCHES} settings={settings} errors={errors} change={change} />
        <Choice
          path="configuration.defaultpaymentmethod"
          label={t('operator.payment.default')}
          value={settings.defaultpaymentmethod}
          options={['card', 'cash', 'paypal', 'stripe', 'account'].map((m) => ({ value: m, label: m }))}
          errors={errors}
          onChange={(value) => change({ defaultpaymentmethod: value as Settings['defaultpaymentmethod'] })}
        />
      </Section>

      <Section legend={t('operator.company.legend')}>
        {COMPANY_FIELDS.map((field) => {
          const path = `configuration.${field.path}`;
          const box = (
            <TextBox
              key={field.path}
              id={fieldId(path)}
              label={t(field.label)}
              type={field.type ?? 'text'}
              maxLength={field.type === 'textarea' ? 2000 : undefined}
              value={String(settings[field.path] ?? '')}
              onChange={(text) => change({ [field.path]: text } as Partial<Settings>)}
              error={errors[path]}
            />
          );
          // A phone number and a Skype id read left to right on a right-to-left console (the e-mail box already does).
          return LTR_COMPANY_FIELDS.includes(field.path) ? <LeftToRight key={field.path}>{box}</LeftToRight> : box;
        })}
      </Section>

      <ServiceFields settings={settings} errors={errors} change={change} />
      <CopyFields settings={settings} errors={errors} change={change} />
    </Stack>
  );
}

const LTR_COMPANY_FIELDS: string[] = ['phone', 'skypeid'];

const RADII: MessageId[] = ['operator.brand.radiusSmall', 'operator.brand.radiusMedium', 'operator.brand.radiusLarge'];

/** The logo, fonts and corner radii of the brand: free text, which the theme takes as CSS values. */
function BrandDetails({ settings, errors, change }: Pick<FieldsProps, 'settings' | 'errors' | 'change'>) {
  const t = useT();
  const brand = settings.brand;
  // Addresses, fonts and radii are CSS-like values: left to right on a right-to-left console.
  const text = (path: string, label: string, value: string | undefined, set: (text: string) => void) => (
    <LeftToRight key={path}>
      <TextBox id={fieldId(path)} label={label} value={value ?? ''} onChange={set} error={errors[path]} />
    </LeftToRight>
  );
  return (
    <>
      {text('configuration.brand.logoUrl', t('operator.brand.logoUrl'), brand.logoUrl, (logoUrl) =>
        change({ brand: { ...brand, logoUrl } }),
      )}
      {text('configuration.brand.logoAlt', t('operator.brand.logoAlt'), brand.logoAlt, (logoAlt) =>
        change({ brand: { ...brand, logoAlt } }),
      )}
      {text('configuration.brand.fonts.heading', t('operator.brand.headingFont'), brand.fonts?.heading, (heading) =>
        change({ brand: { ...brand, fonts: { ...brand.fonts, heading } } }),
      )}
      {text('configuration.brand.fonts.body', t('operator.brand.bodyFont'), brand.fonts?.body, (body) =>
        change({ brand: { ...brand, fonts: { ...brand.fonts, body } } }),
      )}
      <NumberBox
        path="configuration.brand.logoAspectRatio"
        label={t('operator.brand.logoAspectRatio')}
        helperText={t('operator.brand.logoAspectRatioHint')}
        value={brand.logoAspectRatio ?? 1}
        error={errors['configuration.brand.logoAspectRatio']}
        onChange={(ratio) => change({ brand: { ...brand, logoAspectRatio: ratio as number } })}
      />
      {(['l1', 'l2', 'l3'] as const).map((radius, i) =>
        text(`configuration.brand.radii.${radius}`, t(RADII[i]), brand.radii?.[radius], (value) =>
          change({ brand: { ...brand, radii: { ...brand.radii, [radius]: value } } }),
        ),
      )}
    </>
  );
}
