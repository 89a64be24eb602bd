import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as yup from 'yup';
import { FormDialog, TEXT_MAX_LENGTH, TextBox } from '@/design-system';

export const NOTE_TITLE = 'Note to driver';

const schema = yup.object({ note: yup.string().max(TEXT_MAX_LENGTH, `${NOTE_TITLE} is invalid`).default('') });

export interface NoteDialogProps {
  open: boolean;
  note: string;
  onSave: (note: string) => void;
  onClose: () => void;
}

/** The dialogs rule (rules: modals): the note-to-driver modal. An empty note is allowed; it counts as filled when non-empty (the valid booking rule, rules: booking-valid). */
export function NoteDialog({ open, note, onSave, onClose }: NoteDialogProps) {
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
    <FormDialog open={open} title={NOTE_TITLE} onClose={onClose} onSubmit={submit}>
      <Controller
        control={form.control}
        name="note"
        render={({ field, fieldState }) => (
          <TextBox
            id="booking-note"
            label={NOTE_TITLE}
            type="textarea"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message ?? ''}
            helperText="For example where to wait, or what to look out for."
          />
        )}
      />
    </FormDialog>
  );
}
