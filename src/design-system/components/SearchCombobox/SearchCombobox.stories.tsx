import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SearchCombobox, type OptionView } from './SearchCombobox';
import { useSearchBox } from './useSearchBox';
import { NO_RESULTS } from '../../model/listbox';

const stations = ['Paddington', 'Euston', "King's Cross", 'St Pancras', 'Victoria', 'Waterloo', 'Liverpool Street'];

const searchStations = (query: string) =>
  Promise.resolve(stations.filter((name) => name.toLowerCase().includes(query.toLowerCase())));

const STATION: OptionView<string> = { key: (name) => name, render: (name) => name };

/** A box searching a fixed list of London stations, as a feature wires it. */
function StationSearch({
  label,
  required,
  initialError,
}: {
  label: string;
  required?: boolean;
  initialError?: string;
}) {
  const [text, setText] = useState('');
  const box = useSearchBox(searchStations);
  const noResults = box.foundNothingFor(text);
  return (
    <SearchCombobox
      id="station"
      label={label}
      box={box}
      text={text}
      onType={(next) => {
        setText(next);
        box.typed(next);
      }}
      options={box.found.query === text.trim() ? box.found.items : []}
      optionView={STATION}
      onPick={(name) => {
        setText(name);
        box.settled();
      }}
      error={initialError ?? (noResults ? NO_RESULTS : '')}
      placeholder="Type a station"
      required={required}
    />
  );
}

const meta = {
  title: 'Design system/SearchCombobox',
  component: StationSearch,
  render: (args) => (
    <Box maxW="sm" minH="420px">
      <StationSearch {...args} />
    </Box>
  ),
  args: { label: 'Station' },
} satisfies Meta<typeof StationSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type two letters ("st") to list the stations; arrows move, Enter picks, Escape closes. */
export const Empty: Story = {};
export const Required: Story = { args: { required: true } };
export const Error: Story = { args: { required: true, initialError: 'Station is required' } };
