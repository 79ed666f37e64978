import type { ToolbarSelect } from './panel-list-toolbar.tsx';

interface UrlSelectOptions {
  key: string;
  label: string;
  /** The value in the URL; empty when the key is not there. */
  value: string;
  /** The choice that stands for the key not being in the URL: choosing it takes the key out. */
  absent: string;
  data: { value: string; label: string }[];
  /** The new value for the URL; `null` takes the key out. */
  onChange: (value: string | null) => void;
}

/** A toolbar select driving one URL key, whose default choice leaves the key out of the URL. */
export function urlSelect({ key, label, value, absent, data, onChange }: UrlSelectOptions): ToolbarSelect {
  return { key, label, value: value || absent, data, onChange: (next) => onChange(next === absent ? null : next) };
}

/** A filter select: "all" first (no filter, nothing in the URL), then the choices. */
export function filterSelect({ allLabel, data, ...options }: Omit<UrlSelectOptions, 'absent'> & { allLabel: string }): ToolbarSelect {
  return urlSelect({ ...options, absent: 'all', data: [{ value: 'all', label: allLabel }, ...data] });
}
