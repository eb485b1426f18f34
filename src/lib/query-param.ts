// A query string with one parameter set, or taken out where the value is null, every other
// parameter kept: how the schedule's view, its day and the filter share the address.
export const withParam = (search: string, name: string, value: string | null): string => {
  const params = new URLSearchParams(search)
  if (value === null) params.delete(name)
  else params.set(name, value)
  const query = params.toString()
  return query === '' ? '' : `?${query}`
}
