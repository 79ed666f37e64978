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
 * URL. One row on a wide screen; the search above, the selects two by two, on a phone.
 */
export function PanelListToolbar({ regionLabel, search, selects }: PanelListToolbarProps) {
  const selectSpan = selects.length > 0 ? Math.max(2, Math.floor(6 / selects.length)) : 0;
  return (
    <Box component="form" role="search" aria-label={regionLabel} onSubmit={(event) => event.preventDefault()}>
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, md: selects.length > 0 ? 6 : 12 }}>
          <SearchField label={search.label} placeholder={search.placeholder} value={search.value} onSearch={search.onSearch} />
        </Grid.Col>
        {selects.map((select) => (
          <Grid.Col key={select.key} span={{ base: selects.length === 1 ? 12 : 6, md: selectSpan }}>
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
