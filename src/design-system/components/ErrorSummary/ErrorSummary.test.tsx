import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithDesignSystem } from '../../testing';
import { ErrorSummary } from './ErrorSummary';

describe('ErrorSummary', () => {
  const errors = [
    { fieldId: 'name', message: 'Name is required' },
    { fieldId: 'email', message: 'Email is invalid' },
  ];

  it('takes focus, announces itself through an alert of its own and names each field', () => {
    renderWithDesignSystem(<ErrorSummary errors={errors} />);
    const summary = screen.getByRole('group', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    const alert = screen.getByRole('alert');
    expect(alert).not.toBe(summary);
    expect(summary).toContainElement(alert);
    expect(alert).toHaveTextContent('Name is required');
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Name is required' })).toHaveAttribute('href', '#name');
  });

  it('gives each summary on a page its own title id', () => {
    renderWithDesignSystem(
      <>
        <ErrorSummary errors={errors} />
        <ErrorSummary title="Please check your card" errors={[{ fieldId: 'card', message: 'Card is required' }]} />
      </>,
    );
    expect(screen.getByRole('group', { name: 'There is a problem' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Please check your card' })).toBeInTheDocument();
  });

  it('moves focus to the field when its link is followed', async () => {
    const user = userEvent.setup();
    renderWithDesignSystem(
      <>
        <ErrorSummary errors={errors} />
        <input id="email" aria-label="Email" />
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Email is invalid' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('keeps focus where it is while errors go away or change wording, and takes it again for a newly named field', () => {
    const { rerender } = renderWithDesignSystem(
      <>
        <ErrorSummary errors={errors} />
        <input id="name" aria-label="Name" />
      </>,
    );
    const field = screen.getByLabelText('Name');
    field.focus();
    rerender(
      <>
        <ErrorSummary errors={[{ fieldId: 'name', message: 'Name is invalid' }]} />
        <input id="name" aria-label="Name" />
      </>,
    );
    expect(field).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Name is invalid' })).toBeInTheDocument();
    rerender(
      <>
        <ErrorSummary
          errors={[
            { fieldId: 'name', message: 'Name is invalid' },
            { fieldId: 'phone', message: 'Phone is required' },
          ]}
        />
        <input id="name" aria-label="Name" />
      </>,
    );
    expect(screen.getByRole('group', { name: 'There is a problem' })).toHaveFocus();
  });

  it('renders nothing without errors', () => {
    renderWithDesignSystem(<ErrorSummary errors={[]} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
