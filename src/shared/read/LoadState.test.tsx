import { screen } from '@testing-library/react';
import { renderWithDesignSystem } from '@/design-system/testing';
import { LoadState } from './LoadState';
import type { ReadState } from './useRead';

function failed(): ReadState<string> {
  return { status: 'failed', error: new Error('gone'), retry: vi.fn() };
}

describe('LoadState', () => {
  it('offers "Try again" when a read failed', () => {
    renderWithDesignSystem(
      <LoadState read={failed()} what="the booking" failure={() => ({ title: 'It failed.' })}>
        {(data) => data}
      </LoadState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('It failed.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers no "Try again" for a failure asking again cannot mend', () => {
    renderWithDesignSystem(
      <LoadState
        read={failed()}
        what="the booking"
        failure={() => ({ title: 'This link is not valid.', retry: false })}
      >
        {(data) => data}
      </LoadState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
