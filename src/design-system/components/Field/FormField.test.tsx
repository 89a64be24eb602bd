import { Input } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { renderWithDesignSystem } from '../../testing';
import { FormField } from './FormField';

describe('FormField', () => {
  it('describes its control by the error, which starts with a hidden "Error:" as on GOV.UK', () => {
    renderWithDesignSystem(
      <FormField label="Flight number" id="flight" error="Flight number is required" helperText="For example BA117">
        <Input />
      </FormField>,
    );
    const control = screen.getByRole('textbox', { name: 'Flight number' });
    expect(control).toHaveAccessibleDescription('Error: Flight number is required');
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('For example BA117')).not.toBeInTheDocument();
  });

  it('describes its control by the helper text while there is no error', () => {
    renderWithDesignSystem(
      <FormField label="Flight number" id="flight" helperText="For example BA117">
        <Input />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Flight number' })).toHaveAccessibleDescription('For example BA117');
  });
});
