import { Button } from '@chakra-ui/react';
import { FormDialog } from '@/design-system';
import { useT } from '@/i18n';
import { applyChosenFlight, applyManualFlight } from '../model/finder';
import type { FlightFormValues } from '../model/flightForm';
import { FlightFinder, type FlightFinderProps } from './FlightFinder';

interface FlightFinderDialogProps extends Omit<FlightFinderProps, 'onChoose' | 'onManual'> {
  /** The flight form's values, which a chosen or typed flight fills in. */
  values: FlightFormValues;
  change: (values: FlightFormValues) => void;
  /** Back to the flight form, with what was typed there kept. */
  onClose: () => void;
}

/** The flight finder in a dialog of its own: a chosen flight, or a number typed by hand, goes into the flight form. */
export function FlightFinderDialog({ values, change, onClose, ...finder }: FlightFinderDialogProps) {
  const t = useT();
  return (
    <FormDialog
      open
      title={t('flights.finder.title')}
      onClose={onClose}
      actions={
        <Button variant="outline" onClick={onClose}>
          {t('flights.finder.back')}
        </Button>
      }
    >
      <FlightFinder
        {...finder}
        onChoose={(found) => {
          change(applyChosenFlight(values, found));
          onClose();
        }}
        onManual={(number) => {
          change(applyManualFlight(values, number));
          onClose();
        }}
      />
    </FormDialog>
  );
}
