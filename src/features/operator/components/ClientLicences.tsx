import { Box, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { WireClientLicence } from '@/api/wire/operator';
import { FormField } from '@/design-system';
import { embedSnippet } from '../model/licences';

export interface ClientLicencesProps {
  licences: WireClientLicence[];
  previewAs: string;
  onPreviewAs: (trackingcode: string) => void;
}

/**
 * The client sites (licences) with the overrides their booking frame applies, the snippet each pastes, and the
 * choice of whose site the preview shows: the operator's own, or a licence's with its brand, template and payments.
 */
export function ClientLicences({ licences, previewAs, onPreviewAs }: ClientLicencesProps) {
  return (
    <Stack gap="4">
      <FormField id="op-preview-as" label="Preview as">
        <NativeSelect.Root>
          <NativeSelect.Field
            id="op-preview-as"
            value={previewAs}
            onChange={(event) => onPreviewAs(event.currentTarget.value)}
          >
            <option value="">The operator’s own site</option>
            {licences.map((licence) => (
              <option key={licence.trackingcode} value={licence.trackingcode}>
                {licence.trackingcode} ({licence.parentdomain})
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {licences.map((licence) => (
        <Stack key={licence.trackingcode} gap="1" as="section" aria-label={`Licence ${licence.trackingcode}`}>
          <Text fontWeight="semibold">
            {licence.trackingcode}
            {licence.revoked ? ' (withdrawn)' : ''}
          </Text>
          <Text textStyle="sm">Domains: {licence.parentdomain}</Text>
          <Text textStyle="sm">
            Template: {licence.switches.template ?? 'the operator’s'}
            {licence.switches.brand?.palette ? ' · its own colours' : ''}
            {licence.switches.paymentsoff?.length ? ` · no ${licence.switches.paymentsoff.join(' or ')}` : ''}
          </Text>
          <Box
            as="pre"
            fontFamily="mono"
            textStyle="xs"
            whiteSpace="pre-wrap"
            wordBreak="break-all"
            bg="bg.muted"
            p="2"
            borderRadius="l2"
            aria-label={`Snippet for ${licence.trackingcode}`}
          >
            {embedSnippet(window.location.origin, licence.trackingcode)}
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
