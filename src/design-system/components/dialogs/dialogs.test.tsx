import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithDesignSystem } from '../../testing';
import { DialogsHost } from './DialogsHost';
import { dialogs } from './dialogStore';

afterEach(() => act(() => dialogs.closeAll()));

describe('dialogs', () => {
  it('shows a message with the default title and resolves on OK', async () => {
    const user = userEvent.setup();
    renderWithDesignSystem(<DialogsHost />);
    let done = false;
    act(() => void dialogs.message({ content: 'Saved' }).then(() => (done = true)));
    const dialog = await screen.findByRole('dialog', { name: 'Message' });
    expect(dialog).toHaveTextContent('Saved');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(done).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sanitises HTML content', async () => {
    renderWithDesignSystem(<DialogsHost />);
    act(() => void dialogs.message({ content: '<b>Bold</b><img src="x" onerror="window.hacked=1">' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('b')).toHaveTextContent('Bold');
    expect(dialog.innerHTML).not.toContain('onerror');
  });

  it('offers SIGN IN and CANCEL on the sign-in alert', async () => {
    const user = userEvent.setup();
    renderWithDesignSystem(<DialogsHost />);
    let result: string | undefined;
    act(
      () =>
        void dialogs
          .alert({ title: 'Sign in needed', content: 'Please sign in', variant: 'signin' })
          .then((r) => (result = r)),
    );
    await screen.findByRole('alertdialog', { name: 'Sign in needed' });
    await user.click(screen.getByRole('button', { name: 'SIGN IN' }));
    await waitFor(() => expect(result).toBe('signin'));
  });

  it('runs the confirm OK callback with a loading state, then resolves true', async () => {
    const user = userEvent.setup();
    renderWithDesignSystem(<DialogsHost />);
    let finish!: () => void;
    let confirmed: boolean | undefined;
    act(
      () =>
        void dialogs
          .confirm({ content: 'Sign out?', onOk: () => new Promise<void>((resolve) => (finish = resolve)) })
          .then((value) => (confirmed = value)),
    );
    await screen.findByRole('alertdialog', { name: 'Question' });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: /OK/ })).toHaveAttribute('data-loading');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await act(async () => finish());
    await waitFor(() => expect(confirmed).toBe(true));
  });

  it('runs the cancel callback and resolves false', async () => {
    const user = userEvent.setup();
    renderWithDesignSystem(<DialogsHost />);
    const onCancel = vi.fn();
    let confirmed: boolean | undefined;
    act(() => void dialogs.confirm({ content: 'Sure?', onCancel }).then((value) => (confirmed = value)));
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(confirmed).toBe(false));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('shows queued dialogs one after another', async () => {
    const user = userEvent.setup();
    renderWithDesignSystem(<DialogsHost />);
    act(() => {
      void dialogs.message({ title: 'First', content: 'one' });
      void dialogs.message({ title: 'Second', content: 'two' });
    });
    await screen.findByRole('dialog', { name: 'First' });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('dialog', { name: 'Second' })).toBeInTheDocument();
  });
});
