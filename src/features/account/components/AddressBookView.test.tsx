import { screen } from '@testing-library/react';
import { DialogBody } from '@/design-system';
import { renderWithDesignSystem } from '@/design-system/testing';
import { PlaceDeletionQuestion } from './AddressBookView';

describe('the address book delete question', () => {
  it('shows a place name as text: markup in it makes no link, form or field', () => {
    const name =
      '<a href="https://evil.example/">Click here</a><form action="https://evil.example/"><input name="pw"></form>';
    const { container } = renderWithDesignSystem(
      <DialogBody content={<PlaceDeletionQuestion entry={{ name, fullAddress: 'The Savoy, Strand' }} />} />,
    );
    expect(container.querySelector('a, form, input')).toBeNull();
    expect(screen.getByText(`Delete ${name} from your places?`)).toBeInTheDocument();
  });

  it('names the place by its address when it has no name of its own', () => {
    renderWithDesignSystem(
      <DialogBody content={<PlaceDeletionQuestion entry={{ name: '', fullAddress: 'The Savoy, Strand' }} />} />,
    );
    expect(screen.getByText('Delete The Savoy, Strand from your places?')).toBeInTheDocument();
  });
});
