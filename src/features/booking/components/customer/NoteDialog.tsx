import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as yup from 'yup';
import { FormDialog, TEXT_MAX_LENGTH, TextBox } from '@/design-system';
import { useT } from '@/i18n';
import type { Translate } from '../../model/messages';

const schemaFor = (t: Translate) =>
  yup.object({ note: yup.string().max(TEXT_MAX_LENGTH, t('booking.message.noteInvalid')).default('') });

export interface NoteDialogProps {
  open: boolean;
  note: string;
  onSave: (note: string) => void;
  onClose: () => void;
}

/** The dialogs rule (rules: modals): the note-to-driver modal. An empty note is allowed; it counts as filled when non-empty (the valid booking rule, rules: booking-valid). */
export function NoteDialog({ open, note, onSave, onClose }: NoteDialogProps) {
  const t = useT();
  const schema = useMemo(() => schemaFor(t), [t]);
  const form = useForm<{ note: string }>({ resolver: yupResolver(schema), defaultValues: { note } });
  useEffect(() => {
    if (open) form.reset({ note });
    // Each opening starts from the booking's note.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const submit = form.handleSubmit(({ note: value }) => {
    onSave(value);
    onClose();
  });
  return (
    <FormDialog open={open} title={t('booking.customer.note')} onClose={onClose} onSubmit={submit}>
      <Controller
        control={form.control}
        name="note"
        render={({ field, fieldState }) => (
          <TextBox
            id="booking-note"
            label={t('booking.customer.note')}
            type="textarea"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message ?? ''}
            helperText={t('booking.customer.noteHelp')}
          />
        )}
      />
    </FormDialog>
  );
}
