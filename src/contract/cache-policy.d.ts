export interface CacheRule {
  readonly pattern: string
  readonly value: string
  readonly why: string
}
export const CACHE_POLICY: {
  readonly default: { readonly value: string; readonly why: string }
  readonly rules: readonly CacheRule[]
}
export function cacheControlFor(urlPath: string): string
