import { Box, Grid, Select } from '@mantine/core';
import { SearchField } from '../catalogue/search-field.tsx';

export interface ToolbarSelect {
  /** Also the select's name in tests and the URL key it drives. */
  key: string;
  label: string;
  value: string;
  data: { value: string; label: string }[];
  onChange: (value: string) => void;
}

interface PanelListToolbarProps {
  /** The landmark's name ("Search and filter products"). */
  regionLabel: string;
  search: { label: string; placeholder?: string; value: string; onSearch: (text: string) => void };
  /** Filters (status, kind…) and the sort order, in that order; each a select with no empty choice. */
  selects: ToolbarSelect[];
}

/**
 * A panel list's search box (applied after a pause in typing) and its selects, all driven by the
 * URL. One row on a wide screen (the search alone above more than two selects); one field a row on a phone.
 */
export function PanelListToolbar({ regionLabel, search, selects }: PanelListToolbarProps) {
  // Up to two selects share the row with the search; with more, the search gets a row of its own.
  const searchSpan = selects.length === 0 || selects.length > 2 ? 12 : 6;
  const selectSpan = selects.length > 2 ? Math.max(3, Math.floor(12 / selects.length)) : 3;
  return (
    <Box component="form" role="search" aria-label={regionLabel} onSubmit={(event) => event.preventDefault()}>
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, md: searchSpan }}>
          <SearchField label={search.label} placeholder={search.placeholder} value={search.value} onSearch={search.onSearch} />
        </Grid.Col>
        {selects.map((select, index) => (
          // One a row on a phone, so no choice is cut; two by two on a small tablet, an odd last one alone.
          <Grid.Col key={select.key} span={{ base: 12, xs: selects.length % 2 === 1 && index === selects.length - 1 ? 12 : 6, md: selectSpan }}>
            <Select
              label={select.label}
              name={select.key}
              data={select.data}
              value={select.value}
              onChange={(value) => select.onChange(value ?? '')}
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
            />
          </Grid.Col>
        ))}
      </Grid>
    </Box>
  );
}
