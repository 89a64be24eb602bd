import { Button, Input } from '@chakra-ui/react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithDesignSystem } from '../../testing';
import { FormDialog, type FormDialogProps } from './FormDialog';

function Opener(props: Partial<FormDialogProps> & { onSave?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add a note</Button>
      <FormDialog
        title="Note to the driver"
        open={open}
        onClose={() => setOpen(false)}
        onSubmit={(event) => {
          event.preventDefault();
          props.onSave?.();
        }}
        {...props}
      >
        <Input aria-label="Note" />
      </FormDialog>
    </>
  );
}

describe('FormDialog', () => {
  // Which control takes focus first is checked in Chromium (e2e): jsdom lays nothing out, so nothing is tabbable.
  it('closes on Escape and gives focus back to the control that opened it', async () => {
    const user = userEvent.setup();
    renderWithDesignSystem(<Opener />);
    const opener = screen.getByRole('button', { name: 'Add a note' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Note to the driver' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('submits its form with Enter and offers Cancel beside the submit button', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderWithDesignSystem(<Opener onSave={onSave} submitLabel="Save note" />);
    await user.click(screen.getByRole('button', { name: 'Add a note' }));
    await screen.findByRole('dialog');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Wait by the gate{Enter}');
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('can take focus to its title, and shows an error summary above the body', async () => {
    const user = userEvent.setup();
    renderWithDesignSystem(<Opener initialFocus="title" errors={[{ fieldId: 'x', message: 'Note is too long' }]} />);
    await user.click(screen.getByRole('button', { name: 'Add a note' }));
    await screen.findByRole('dialog');
    // The summary takes focus when it names a field; without errors the title would have it.
    await waitFor(() => expect(screen.getByRole('group', { name: 'There is a problem' })).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Note is too long' })).toBeInTheDocument();
  });

  it('cannot be dismissed while busy', async () => {
    const user = userEvent.setup();
    renderWithDesignSystem(<Opener busy busyLabel="Saving…" />);
    await user.click(screen.getByRole('button', { name: 'Add a note' }));
    const dialog = await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
  });
});
