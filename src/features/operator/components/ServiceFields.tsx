import { TextBox } from '@/design-system';
import { useT } from '@/i18n';
import { fieldId, type Settings } from '../model/consoleForm';
import {
  MAP_SOURCES,
  MINUTE_STEPS,
  PROVIDER_FIELDS,
  SEARCH_APIS,
  TIMING_FIELDS,
  type SettingField,
} from '../model/fields';
import { Choice, LeftToRight, NumberBox, Section, SwitchBox, type SectionProps } from './FormParts';
import { PolicyFields } from './PolicyFields';

function SettingControl({ field, settings, errors, change }: SectionProps & { field: SettingField }) {
  const t = useT();
  const path = `configuration.${field.path}`;
  const set = (value: unknown) => change({ [field.path]: value } as Partial<Settings>);
  if (field.kind === 'switch') {
    return (
      <SwitchBox
        path={path}
        label={t(field.label)}
        checked={settings[field.path] === true}
        error={errors[path]}
        onChange={set}
      />
    );
  }
  if (field.kind === 'number') {
    return (
      <NumberBox
        path={path}
        label={t(field.label)}
        value={settings[field.path]}
        helperText={field.hint && t(field.hint)}
        error={errors[path]}
        onChange={set}
      />
    );
  }
  // The text settings are all code-like: a time zone, a currency code, keys and web addresses.
  return (
    <LeftToRight>
      <TextBox
        id={fieldId(path)}
        label={t(field.label)}
        value={String(settings[field.path] ?? '')}
        helperText={field.hint && t(field.hint)}
        error={errors[path]}
        onChange={(text) => set(text.trim())}
      />
    </LeftToRight>
  );
}

/**
 * The booking's timing and counts, the payment pop-ups, and the map, search and payment providers with their public
 * keys (which keys are here and why: PROVIDER_FIELDS).
 */
export function ServiceFields({ settings, errors, change }: SectionProps) {
  const t = useT();
  const popups = settings.popuppayment;
  return (
    <>
      <Section legend={t('operator.timing.legend')}>
        {TIMING_FIELDS.map((field) => (
          <SettingControl key={field.path} field={field} settings={settings} errors={errors} change={change} />
        ))}
        <Choice
          path="configuration.minutestep"
          label={t('operator.timing.minutestep')}
          value={String(settings.minutestep === 0 ? 1 : settings.minutestep)}
          options={MINUTE_STEPS.map((step) => ({ value: step.value, label: t(step.label) }))}
          errors={errors}
          onChange={(value) => change({ minutestep: Number(value) })}
        />
        <SwitchBox
          path="configuration.popuppayment.contact"
          label={t('operator.timing.popupContact')}
          checked={popups.contact}
          onChange={(contact) => change({ popuppayment: { ...popups, contact } })}
        />
        <SwitchBox
          path="configuration.popuppayment.notetodriver"
          label={t('operator.timing.popupNote')}
          checked={popups.notetodriver}
          onChange={(notetodriver) => change({ popuppayment: { ...popups, notetodriver } })}
        />
      </Section>
      <PolicyFields settings={settings} errors={errors} change={change} />
      <Section legend={t('operator.provider.legend')}>
        <Choice
          path="configuration.mapsource"
          label={t('operator.provider.mapsource')}
          value={settings.mapsource}
          options={MAP_SOURCES.map((name) => ({ value: name, label: name }))}
          errors={errors}
          onChange={(value) => change({ mapsource: value as Settings['mapsource'] })}
        />
        <Choice
          path="configuration.searchapi"
          label={t('operator.provider.searchapi')}
          value={settings.searchapi}
          options={SEARCH_APIS.map((name) => ({ value: name, label: name }))}
          errors={errors}
          onChange={(searchapi) => change({ searchapi })}
        />
        {PROVIDER_FIELDS.map((field) => (
          <SettingControl key={field.path} field={field} settings={settings} errors={errors} change={change} />
        ))}
      </Section>
    </>
  );
}
