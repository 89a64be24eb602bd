import { Field, Portal, Select, createListCollection } from '@chakra-ui/react';
import { useId, useMemo } from 'react';
import { useT } from '@/i18n';

export interface DropdownOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface DropdownProps {
  label: string;
  options: DropdownOption[];
  value?: string | null;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** Shown beside the field; makes it invalid. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  id?: string;
  /** Render the panel in place instead of a portal (e.g. inside a dialog). */
  inline?: boolean;
}

/** The defaults rule (rules: defaults): the dropdown panel is at most 350 px tall. */
export const DROPDOWN_PANEL_MAX_HEIGHT = '350px';

/** The accessible select of the shared widgets rule (rules: shared-widgets): a listbox with typeahead and arrow keys, and a hidden native select for forms. */
export function Dropdown(props: DropdownProps) {
  const { label, options, value, onChange, placeholder, error, required, disabled, name } = props;
  const t = useT();
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const collection = useMemo(
    () => createListCollection({ items: options, isItemDisabled: (item) => Boolean(item.disabled) }),
    [options],
  );
  const content = (
    <Select.Positioner>
      <Select.Content maxH={DROPDOWN_PANEL_MAX_HEIGHT} overflowY="auto">
        {collection.items.map((item) => (
          <Select.Item item={item} key={item.value}>
            {item.label}
            <Select.ItemIndicator />
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Positioner>
  );
  return (
    <Field.Root id={`${id}-field`} invalid={Boolean(error)} required={required} disabled={disabled}>
      <Select.Root
        collection={collection}
        ids={{ trigger: id }}
        name={name}
        value={value ? [value] : []}
        onValueChange={(details) => onChange?.(details.value[0] ?? '')}
        onInteractOutside={() => props.onBlur?.()}
        invalid={Boolean(error)}
        required={required}
        disabled={disabled}
        positioning={{ sameWidth: true }}
      >
        <Select.HiddenSelect />
        <Select.Label>
          {label}
          {required ? <Field.RequiredIndicator /> : null}
        </Select.Label>
        <Select.Control>
          <Select.Trigger onBlur={props.onBlur} aria-describedby={error ? `${id}-error` : undefined}>
            <Select.ValueText placeholder={placeholder ?? t('design.dropdown.select')} />
          </Select.Trigger>
          <Select.IndicatorGroup>
            <Select.Indicator />
          </Select.IndicatorGroup>
        </Select.Control>
        {props.inline ? content : <Portal>{content}</Portal>}
      </Select.Root>
      <Field.ErrorText id={`${id}-error`} color="fg.error">
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}
