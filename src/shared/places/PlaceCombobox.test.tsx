import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Address } from '@/api';
import { createFakePlaces, type PlacesAdapter } from '@/adapters/places';
import { renderWithDesignSystem } from '@/design-system/testing';
import { createTranslator, TranslatorProvider } from '@/i18n';
import { compileCatalog } from '@/i18n/compileCatalog';
import arCommon from '@/i18n/locales/ar/common.json';
import arDesign from '@/i18n/locales/ar/design.json';
import { heathrow, kingsCross, towerBridge } from '../testing';
import { PlaceCombobox } from './PlaceCombobox';

const home = { ...towerBridge, placeName: 'home', name: 'My flat' };

function setup(places: PlacesAdapter, saved: Address[] = []) {
  const chosen: (Address | null)[] = [];
  renderWithDesignSystem(
    <PlaceCombobox
      id="pickup"
      label="Pick-up"
      value={null}
      places={places}
      saved={saved}
      onSelect={(address) => {
        chosen.push(address);
        return address && address.postcode === ''
          ? { ok: false, message: 'Try a more specific address.', clear: false }
          : { ok: true };
      }}
    />,
  );
  return { chosen, box: screen.getByRole('combobox', { name: /Pick-up/ }) };
}

describe('PlaceCombobox', () => {
  it('lays out what is typed by its own direction and words its placeholder and saved places in the page’s language', async () => {
    const translator = createTranslator('ar', compileCatalog({ ...arCommon, ...arDesign }), ['common', 'design']);
    renderWithDesignSystem(
      <TranslatorProvider translator={translator}>
        <PlaceCombobox
          id="pickup"
          label="نقطة الالتقاء"
          value={null}
          places={createFakePlaces([])}
          saved={[home]}
          onSelect={() => undefined}
        />
      </TranslatorProvider>,
    );
    const box = screen.getByRole('combobox', { name: /نقطة الالتقاء/ });
    expect(box).toHaveAttribute('dir', 'auto');
    expect(box).toHaveAttribute('placeholder', 'اكتبوا عنوانًا أو رمزًا بريديًا أو مطارًا');
    await userEvent.setup().click(box);
    expect(await screen.findByRole('option', { name: /^المنزل:/ })).toBeInTheDocument();
  });

  it('searches from 2 characters and is chosen with the keyboard', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    const fake = createFakePlaces([kingsCross, heathrow]);
    const { chosen, box } = setup({ search: (text, options) => (calls.push(text), fake.search(text, options)) });
    await user.type(box, 'h');
    await new Promise((r) => setTimeout(r, 300));
    expect(calls).toEqual([]);
    await user.type(box, 'e');
    const option = await screen.findByRole('option', { name: /Heathrow Terminal 5/ });
    expect(calls).toEqual(['he']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', option.id);
    await user.keyboard('{Enter}');
    expect(chosen).toEqual([heathrow]);
    expect(box).toHaveValue(heathrow.fullAddress);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it("completes a vendor's suggestion (coordinates, postcode) before handing it to the form", async () => {
    const user = userEvent.setup();
    const bare = { ...heathrow, postcode: '', latitude: 0, longitude: 0 };
    const fake = createFakePlaces([bare]);
    const resolved: string[] = [];
    const { chosen, box } = setup({
      search: fake.search,
      resolve: async (address) => (resolved.push(address.name), heathrow),
    });
    await user.type(box, 'he');
    await screen.findByRole('option', { name: /Heathrow Terminal 5/ });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(chosen).toEqual([heathrow]));
    expect(resolved).toEqual([heathrow.name]);
    expect(box).toHaveValue(heathrow.fullAddress);
  });

  it('cancels the previous search when a new one starts', async () => {
    const user = userEvent.setup();
    const signals: AbortSignal[] = [];
    const slow = createFakePlaces([kingsCross], 400);
    const { box } = setup({ search: (text, options) => (signals.push(options!.signal!), slow.search(text, options)) });
    await user.type(box, 'ki');
    await waitFor(() => expect(signals).toHaveLength(1));
    await user.type(box, 'n');
    await waitFor(() => expect(signals).toHaveLength(2));
    expect(signals[0].aborted).toBe(true);
    expect(await screen.findByRole('option', { name: /King's Cross/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 result'));
  });

  it('never lists or picks the suggestions of an earlier text while the next search is in flight', async () => {
    const user = userEvent.setup();
    const kirkwall = {
      ...heathrow,
      name: 'Kirkwall Airport',
      fullAddress: 'Kirkwall Airport, Orkney',
      postcode: 'KW15 1TH',
    };
    const { chosen, box } = setup(createFakePlaces([kirkwall, kingsCross], 300));
    await user.type(box, 'ki');
    await screen.findByRole('option', { name: /Kirkwall Airport/ });
    // Typing on: "kin" no longer matches Kirkwall, and its search is still under way when the keys land.
    await user.type(box, 'n');
    expect(screen.queryByRole('option', { name: /Kirkwall Airport/ })).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosen).toEqual([]);
    expect(box).toHaveValue('kin');
    await screen.findByRole('option', { name: /King's Cross/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosen).toEqual([kingsCross]);
  });

  it('shows no "No results" under a place just chosen', async () => {
    const user = userEvent.setup();
    const { box } = setup(createFakePlaces([kingsCross, heathrow]));
    await user.type(box, 'he');
    await screen.findByRole('option', { name: /Heathrow Terminal 5/ });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveValue(heathrow.fullAddress);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByText('No results')).toBeNull();
    expect(box).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('offers saved places first and shows "No results" as an invalid state', async () => {
    const user = userEvent.setup();
    const { box } = setup(createFakePlaces([kingsCross]), [home]);
    await act(async () => box.focus());
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Home:');
    await user.type(box, 'zz');
    await waitFor(() => expect(screen.getByText('No results')).toBeInTheDocument());
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('drops the results of an earlier search when the stop is emptied from outside (a cleared booking)', async () => {
    const user = userEvent.setup();
    const props = {
      id: 'pickup',
      label: 'Pick-up',
      places: createFakePlaces([kingsCross]),
      saved: [home],
      onSelect: () => ({ ok: true as const }),
    };
    const { rerender } = renderWithDesignSystem(<PlaceCombobox {...props} value={null} />);
    const box = screen.getByRole('combobox', { name: /Pick-up/ });
    await user.type(box, 'ki');
    await user.click(await screen.findByRole('option', { name: /King's Cross/ }));
    rerender(<PlaceCombobox {...props} value={kingsCross} />);
    rerender(<PlaceCombobox {...props} value={null} />);
    expect(box).toHaveValue('');
    await act(async () => {
      box.blur();
      box.focus();
    });
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Home:');
    expect(screen.queryByRole('option', { name: /King's Cross/ })).not.toBeInTheDocument();
  });

  it('starts from the text it is given and keeps what is typed over a chosen place', async () => {
    const user = userEvent.setup();
    const chosen: (Address | null)[] = [];
    const props = { id: 'address', label: 'Address', places: createFakePlaces([kingsCross]) };
    const { rerender } = renderWithDesignSystem(
      <PlaceCombobox {...props} value={null} initialText="1 Baker Street" onSelect={(a) => void chosen.push(a)} />,
    );
    const box = screen.getByRole('combobox', { name: /Address/ });
    expect(box).toHaveValue('1 Baker Street');
    rerender(<PlaceCombobox {...props} value={kingsCross} onSelect={(a) => void chosen.push(a)} />);
    expect(box).toHaveValue(kingsCross.fullAddress);
    await user.type(box, 'X');
    rerender(<PlaceCombobox {...props} value={null} onSelect={(a) => void chosen.push(a)} />);
    expect(chosen).toEqual([null]);
    expect(box).toHaveValue(`${kingsCross.fullAddress}X`);
  });

  it('shows the address rule that refused a choice', async () => {
    const user = userEvent.setup();
    const vague = { ...kingsCross, postcode: '', fullAddress: 'London' };
    const { box } = setup(createFakePlaces([vague]));
    await user.type(box, 'lo');
    await user.click(await screen.findByRole('option', { name: 'London' }));
    expect(screen.getByText('Try a more specific address.')).toBeInTheDocument();
  });
});
