import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SearchCombobox, useListbox } from './SearchCombobox';
import { useSearch } from './useSearch';

const stations = ['Paddington', 'Euston', "King's Cross", 'St Pancras', 'Victoria', 'Waterloo', 'Liverpool Street'];

const searchStations = (query: string) =>
  Promise.resolve(stations.filter((name) => name.toLowerCase().includes(query.toLowerCase())));

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
  const listbox = useListbox();
  const { found, status, setStatus, run } = useSearch(searchStations);
  const noResults = status === 'done' && found.items.length === 0;
  return (
    <SearchCombobox
      id="station"
      label={label}
      text={text}
      onType={(next) => {
        setText(next);
        listbox.setOpen(true);
        listbox.setActive(-1);
        run(next);
      }}
      listbox={listbox}
      options={found.query === text.trim() ? found.items : []}
      optionKey={(name) => name}
      renderOption={(name) => name}
      onPick={(name) => {
        setText(name);
        listbox.setOpen(false);
        listbox.setActive(-1);
        setStatus('idle');
      }}
      status={status}
      error={initialError ?? (noResults ? 'No results' : '')}
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
