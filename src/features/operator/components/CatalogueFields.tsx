import { Fieldset, Stack } from '@chakra-ui/react';
import type { WireOperatorDocument } from '@/api/wire/operator';
import type { WireVehicleType } from '@/api/wire/route-pricing';
import { TextBox } from '@/design-system';
import { useT } from '@/i18n';
import { fieldId } from '../model/consoleForm';
import { priceLabel, VEHICLE_NUMBERS, vehicleLabel } from '../model/fields';
import { NumberBox, Section } from './FormParts';

interface PriceCategory {
  category: string;
  items: { price: number; description: string }[];
}

export interface CatalogueProps {
  document: WireOperatorDocument;
  errors: Record<string, string>;
  /** Changes a part of the document beside its configuration (vehicleTypes, prices). */
  changeDocument: (next: Partial<WireOperatorDocument>) => void;
}

/**
 * The vehicle types customers choose from and the price list they read: their names, descriptions, capacities and
 * prices. Edited in place, not added or removed here: the tariff prices each vehicle type by its id.
 */
export function CatalogueFields({ document, errors, changeDocument }: CatalogueProps) {
  const t = useT();
  const vehicles = (document.vehicleTypes as WireVehicleType[] | undefined) ?? [];
  const prices = (document.prices as PriceCategory[] | undefined) ?? [];
  const setVehicle = (index: number, next: Partial<WireVehicleType>) =>
    changeDocument({ vehicleTypes: vehicles.map((v, i) => (i === index ? { ...v, ...next } : v)) });
  const setItem = (c: number, n: number, next: Partial<PriceCategory['items'][number]>) =>
    changeDocument({
      prices: prices.map((category, i) =>
        i === c
          ? { ...category, items: category.items.map((item, j) => (j === n ? { ...item, ...next } : item)) }
          : category,
      ),
    });
  return (
    <>
      <Section legend={t('operator.vehicle.legend')}>
        {vehicles.map((vehicle, index) => {
          const at = (field: string) => `vehicleTypes[${index}].${field}`;
          return (
            <Fieldset.Root
              key={vehicle.vehtypeid}
              borderWidth="1px"
              borderColor="border.muted"
              borderRadius="l2"
              p="3"
              minW="0"
            >
              <Fieldset.Legend px="1" fontWeight="medium">
                {t('operator.vehicle.name', { number: index + 1 })}
              </Fieldset.Legend>
              <Stack gap="3">
                <TextBox
                  id={fieldId(at('typename'))}
                  label={vehicleLabel(index, 'operator.vehicle.typename', t)}
                  value={vehicle.typename}
                  error={errors[at('typename')]}
                  onChange={(typename) => setVehicle(index, { typename })}
                />
                <TextBox
                  id={fieldId(at('description'))}
                  label={vehicleLabel(index, 'operator.vehicle.description', t)}
                  type="textarea"
                  maxLength={2000}
                  value={vehicle.description}
                  error={errors[at('description')]}
                  onChange={(description) => setVehicle(index, { description })}
                />
                {VEHICLE_NUMBERS.map(({ key, label }) => (
                  <NumberBox
                    key={key}
                    path={at(key)}
                    label={vehicleLabel(index, label, t)}
                    value={vehicle[key]}
                    error={errors[at(key)]}
                    onChange={(value) => setVehicle(index, { [key]: value } as Partial<WireVehicleType>)}
                  />
                ))}
              </Stack>
            </Fieldset.Root>
          );
        })}
      </Section>
      <Section legend={t('operator.prices.list')}>
        {prices.map((category, c) => (
          <Fieldset.Root key={c} borderWidth="1px" borderColor="border.muted" borderRadius="l2" p="3" minW="0">
            <Fieldset.Legend px="1" fontWeight="medium">
              {category.category}
            </Fieldset.Legend>
            <Stack gap="3">
              {category.items.map((item, n) => {
                const at = (field: string) => `prices[${c}].items[${n}].${field}`;
                return (
                  <Stack key={n} gap="2">
                    <TextBox
                      id={fieldId(at('description'))}
                      label={priceLabel(category.category, n, 'description', t)}
                      value={item.description}
                      error={errors[at('description')]}
                      onChange={(description) => setItem(c, n, { description })}
                    />
                    <NumberBox
                      path={at('price')}
                      label={t('operator.prices.priceIn', {
                        label: priceLabel(category.category, n, 'price', t),
                        currency: String(document.configuration.currencycode),
                      })}
                      value={item.price}
                      error={errors[at('price')] ?? errors[`prices[${c}].items`]}
                      onChange={(price) => setItem(c, n, { price: price as number })}
                    />
                  </Stack>
                );
              })}
            </Stack>
          </Fieldset.Root>
        ))}
      </Section>
    </>
  );
}
