import { Box, Checkbox, Fieldset, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { FormField, TextBox } from '@/design-system';
import { useT, type MessageId } from '@/i18n';
import { fieldId, type Settings } from '../model/consoleForm';

/** What every section of the console's form gets: the draft's settings, the messages by path, and the change. */
export interface SectionProps {
  settings: Settings;
  /** Messages by document path, shown beside their field. */
  errors: Record<string, string>;
  change: (next: Partial<Settings>) => void;
}

/**
 * Code-like values (colours, web addresses, fonts, keys, time zones, ids) read left to right on a right-to-left
 * console too, as phone numbers do: the box's text runs left to right, its label and message follow the page.
 */
export function LeftToRight({ children }: { children: ReactNode }) {
  return (
    <Box css={{ '& input, & textarea': { direction: 'ltr' } }} minW="0" flex="1">
      {children}
    </Box>
  );
}

/** One titled group of the console's form. */
export function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset.Root borderWidth="1px" borderColor="border" borderRadius="l3" p="4" minW="0">
      <Fieldset.Legend fontWeight="semibold" textStyle="lg" px="1">
        {legend}
      </Fieldset.Legend>
      <Fieldset.Content>
        <Stack gap="4">{children}</Stack>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}

/** A checkbox for a document path, with its message beside it. */
export function SwitchBox({
  path,
  label,
  checked,
  error,
  onChange,
}: {
  path: string;
  label: string;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Stack gap="1">
      <Checkbox.Root
        id={fieldId(path)}
        checked={checked}
        onCheckedChange={(event) => onChange(event.checked === true)}
        invalid={Boolean(error)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {error ? (
        <Text color="fg.error" textStyle="sm">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The on/off settings of `items`, each a checkbox. */
export function Switches({
  items,
  settings,
  errors,
  change,
}: SectionProps & { items: { path: keyof Settings & string; label: MessageId }[] }) {
  const t = useT();
  return (
    <Stack gap="2">
      {items.map((item) => (
        <SwitchBox
          key={item.path}
          path={`configuration.${item.path}`}
          label={t(item.label)}
          checked={settings[item.path] === true}
          error={errors[`configuration.${item.path}`]}
          onChange={(checked) => change({ [item.path]: checked } as Partial<Settings>)}
        />
      ))}
    </Stack>
  );
}

export function Choice({
  path,
  id: givenId,
  label,
  value,
  options,
  errors,
  onChange,
}: {
  path: string;
  /** The control's id when it is not the document path's (a licence's fields). */
  id?: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  errors: Record<string, string>;
  onChange: (value: string) => void;
}) {
  const id = givenId ?? fieldId(path);
  return (
    <FormField id={id} label={label} error={errors[path] || undefined}>
      <NativeSelect.Root>
        <NativeSelect.Field id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

/**
 * A number setting typed as text: a number goes to the draft as a number, anything else as the text typed, which
 * the draft's check then names ("must be a number") instead of silently dropping it.
 */
export function NumberBox({
  path,
  label,
  value,
  error,
  helperText,
  onChange,
}: {
  path: string;
  label: string;
  value: unknown;
  error?: string;
  helperText?: string;
  onChange: (value: number | string) => void;
}) {
  const [text, setText] = useState(String(value ?? ''));
  // A value changed from outside (Undo, Discard, another version loaded) replaces what was typed.
  useEffect(() => {
    setText((now) => (Number(now) === value && now.trim() !== '' ? now : String(value ?? '')));
  }, [value]);
  return (
    <TextBox
      id={fieldId(path)}
      label={label}
      value={text}
      helperText={helperText}
      error={error}
      onChange={(typed) => {
        setText(typed);
        const trimmed = typed.trim();
        onChange(trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : typed);
      }}
    />
  );
}
