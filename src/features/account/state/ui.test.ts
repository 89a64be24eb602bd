import { describe, expect, it, vi } from 'vitest';
import { accountUi, closeSignIn, openSignIn, signInDialogGone } from './ui';

describe('closing the sign-in dialog', () => {
  it('shows what follows only once the dialog has gone, and at once when it was not open', () => {
    const follow = vi.fn();
    openSignIn();
    closeSignIn(follow);
    expect(accountUi.signIn.open).toBe(false);
    expect(follow).not.toHaveBeenCalled();
    signInDialogGone();
    expect(follow).toHaveBeenCalledTimes(1);
    signInDialogGone();
    expect(follow).toHaveBeenCalledTimes(1);

    const atOnce = vi.fn();
    closeSignIn(atOnce);
    expect(atOnce).toHaveBeenCalledTimes(1);
  });
});
