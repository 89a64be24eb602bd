import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithDesignSystem } from '../../testing';
import { Stepper } from './Stepper';

const steps = [{ title: 'Journey' }, { title: 'Vehicle' }, { title: 'Contact' }, { title: 'Payment' }];

describe('Stepper', () => {
  it('marks the current step and the completed ones', () => {
    renderWithDesignSystem(<Stepper steps={steps} current={2} />);
    const items = screen.getAllByRole('listitem');
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).toHaveTextContent('Journey (completed)');
    expect(items[3]).toHaveAttribute('data-state', 'upcoming');
  });

  it('takes an explicit completed list', () => {
    renderWithDesignSystem(<Stepper steps={steps} current={0} completed={[1]} />);
    expect(screen.getAllByRole('listitem')[1]).toHaveAttribute('data-state', 'complete');
  });

  it('lets the user go back to a completed step', async () => {
    const user = userEvent.setup();
    const onStepSelect = vi.fn();
    renderWithDesignSystem(<Stepper steps={steps} current={2} onStepSelect={onStepSelect} />);
    await user.click(screen.getByRole('button', { name: /Vehicle/ }));
    expect(onStepSelect).toHaveBeenCalledWith(1);
    expect(screen.queryByRole('button', { name: /Payment/ })).not.toBeInTheDocument();
  });
});
