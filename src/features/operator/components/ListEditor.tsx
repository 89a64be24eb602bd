import { Fieldset, HStack, Stack } from '@chakra-ui/react';
import { Button, TextBox } from '@/design-system';
import { fieldId } from '../model/consoleForm';
import { useT } from '@/i18n';
import { itemFieldLabel, itemName, moveItem, type ListName } from '../model/fields';

export interface ListField {
  key: string;
  textarea?: boolean;
}

export interface ListEditorProps<T extends Record<string, string>> {
  /** The list's document path, e.g. configuration.content.faq. */
  path: string;
  /** Which list: its items are called by it ("Question 2") and so are their controls. */
  list: ListName;
  fields: readonly ListField[];
  items: T[];
  blank: T;
  addLabel: string;
  errors: Record<string, string>;
  onChange: (items: T[]) => void;
}

/** Moves focus once React has drawn the list again, so a keyboard user stays on the item they moved. */
const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/**
 * A list of the page copy (FAQ entries, Why Us points, airports, social links): each item's fields, and buttons to
 * add, remove and reorder, all plain buttons, so the keyboard does everything; focus follows the item moved.
 */
export function ListEditor<T extends Record<string, string>>({
  path,
  list,
  fields,
  items,
  blank,
  addLabel,
  errors,
  onChange,
}: ListEditorProps<T>) {
  const t = useT();
  const base = fieldId(path);
  const buttonId = (index: number, what: string) => `${base}-${index}-${what}`;
  const move = (from: number, to: number, what: 'up' | 'down') => {
    onChange(moveItem(items, from, to));
    // At the top or bottom the button that moved it is gone (disabled): the other one keeps the focus.
    const edge = (what === 'up' && to === 0) || (what === 'down' && to === items.length - 1);
    focusSoon(buttonId(to, edge ? (what === 'up' ? 'down' : 'up') : what));
  };
  const remove = (index: number) => {
    onChange(items.filter((_, i) => i !== index));
    const next = Math.min(index, items.length - 2);
    focusSoon(next >= 0 ? fieldId(`${path}[${next}].${fields[0].key}`) : `${base}-add`);
  };
  return (
    <Stack gap="3">
      {items.map((item, index) => {
        const name = itemName(list, index, t);
        return (
          <Fieldset.Root key={index} borderWidth="1px" borderColor="border.muted" borderRadius="l2" p="3" minW="0">
            <Fieldset.Legend px="1" fontWeight="medium">
              {name}
            </Fieldset.Legend>
            <Stack gap="3">
              {fields.map((field) => {
                const at = `${path}[${index}].${field.key}`;
                return (
                  <TextBox
                    key={field.key}
                    id={fieldId(at)}
                    label={itemFieldLabel(list, index, field.key, t)}
                    type={field.textarea ? 'textarea' : 'text'}
                    maxLength={field.textarea ? 2000 : 500}
                    value={item[field.key] ?? ''}
                    error={errors[at]}
                    onChange={(text) =>
                      onChange(items.map((old, i) => (i === index ? { ...old, [field.key]: text } : old)))
                    }
                  />
                );
              })}
              <HStack gap="2" wrap="wrap">
                <Button
                  id={buttonId(index, 'up')}
                  size="sm"
                  variant="outline"
                  aria-label={t('operator.list.moveUpItem', { item: name })}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1, 'up')}
                >
                  {t('operator.list.moveUp')}
                </Button>
                <Button
                  id={buttonId(index, 'down')}
                  size="sm"
                  variant="outline"
                  aria-label={t('operator.list.moveDownItem', { item: name })}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, index + 1, 'down')}
                >
                  {t('operator.list.moveDown')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('operator.list.removeItem', { item: name })}
                  onClick={() => remove(index)}
                >
                  {t('operator.list.remove')}
                </Button>
              </HStack>
            </Stack>
          </Fieldset.Root>
        );
      })}
      <Button
        id={`${base}-add`}
        size="sm"
        variant="outline"
        alignSelf="start"
        onClick={() => {
          onChange([...items, { ...blank }]);
          focusSoon(fieldId(`${path}[${items.length}].${fields[0].key}`));
        }}
      >
        {addLabel}
      </Button>
    </Stack>
  );
}
