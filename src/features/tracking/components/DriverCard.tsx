import { Box, DataList, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { telHref } from '@/config';
import { Panel } from '@/design-system';
import { useT } from '@/i18n';
import type { Trip } from '../model/trip';

function Item({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue data-testid={testId}>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** The tracking fields rule (rules: tracking-fields): the driver (name, number, photo, mobile, licence) and the vehicle (make, model, colour, registration). */
export function DriverCard({ trip }: { trip: Trip }) {
  const t = useT();
  const { driver, vehicle } = trip;
  if (!driver) return null;
  const car = vehicle ? [vehicle.colour, vehicle.make, vehicle.model].filter(Boolean).join(' ') : '';
  return (
    <Panel.Root size="md" data-testid="driver-card">
      <Panel.Title>{t('tracking.driver.title')}</Panel.Title>
      <Panel.Body>
        <HStack align="start" gap="4">
          {driver.photo ? (
            <Image
              src={driver.photo}
              alt={t('tracking.driver.photo', { name: driver.name })}
              boxSize="20"
              borderRadius="full"
              objectFit="cover"
              flexShrink={0}
            />
          ) : (
            <Box boxSize="20" borderRadius="full" bg="bg.muted" flexShrink={0} aria-hidden="true" />
          )}
          <Stack gap="3" minW="0" flex="1">
            <Text fontSize="lg" fontWeight="semibold" data-testid="driver-name">
              {driver.name}
            </Text>
            <DataList.Root orientation="horizontal" size="sm">
              {driver.number ? <Item label={t('tracking.driver.number')} value={driver.number} /> : null}
              {driver.mobile ? (
                <Item
                  label={t('tracking.driver.phone')}
                  value={
                    // A phone number reads left to right in every language.
                    <Link href={telHref(driver.mobile)} color="colorPalette.fg" dir="ltr">
                      {driver.mobile}
                    </Link>
                  }
                />
              ) : null}
              {vehicle?.licence ? (
                <Item label={t('tracking.driver.licence')} value={<span dir="ltr">{vehicle.licence}</span>} />
              ) : null}
              {car ? <Item label={t('tracking.driver.vehicle')} value={car} testId="vehicle" /> : null}
              {vehicle?.registration ? (
                <Item
                  label={t('tracking.driver.registration')}
                  value={<span dir="ltr">{vehicle.registration}</span>}
                  testId="vehicle-registration"
                />
              ) : null}
            </DataList.Root>
          </Stack>
        </HStack>
      </Panel.Body>
    </Panel.Root>
  );
}
