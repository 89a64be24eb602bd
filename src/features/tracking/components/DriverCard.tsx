import { Box, DataList, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { telHref } from '@/config';
import { Panel } from '@/design-system';
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
  const { driver, vehicle } = trip;
  if (!driver) return null;
  const car = vehicle ? [vehicle.colour, vehicle.make, vehicle.model].filter(Boolean).join(' ') : '';
  return (
    <Panel.Root size="md" data-testid="driver-card">
      <Panel.Title>Your driver</Panel.Title>
      <Panel.Body>
        <HStack align="start" gap="4">
          {driver.photo ? (
            <Image
              src={driver.photo}
              alt={`Photo of ${driver.name}`}
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
              {driver.number ? <Item label="Driver number" value={driver.number} /> : null}
              {driver.mobile ? (
                <Item
                  label="Phone"
                  value={
                    <Link href={telHref(driver.mobile)} color="colorPalette.fg">
                      {driver.mobile}
                    </Link>
                  }
                />
              ) : null}
              {vehicle?.licence ? <Item label="Licence" value={vehicle.licence} /> : null}
              {car ? <Item label="Vehicle" value={car} testId="vehicle" /> : null}
              {vehicle?.registration ? (
                <Item label="Registration" value={vehicle.registration} testId="vehicle-registration" />
              ) : null}
            </DataList.Root>
          </Stack>
        </HStack>
      </Panel.Body>
    </Panel.Root>
  );
}
