// What a filterable list's data carries besides its records: the filter form's groups, with
// only the options the programme has (so no choice leads to nothing by itself), and each
// record's facets by id. Made by the build (src/pipeline/plan/filters.ts), so the option
// texts travel in the data file, not in every page's JavaScript; the matching is in
// src/lib/programme-filter.ts.
import type { FilterKey } from '../lib/programme-filter'

export type FilterOption = { value: string; label: string }

export type FilterGroup =
  /** Checkboxes: any of the ticked values (all of them for accessibility needs). */
  | { control: 'choices'; key: FilterKey; legend: string; options: FilterOption[] }
  /** One value of a list (a child's age), with a hint under it. */
  | { control: 'select'; key: FilterKey; legend: string; options: FilterOption[]; hint: string }
  /** A date range (fra, til) within the programme's first and last day. */
  | { control: 'dates'; legend: string; first: string; last: string }

export type FilterSet = {
  groups: FilterGroup[]
  /** A showing's (or production's) facets by its id. */
  facets: Record<string, string>
}
