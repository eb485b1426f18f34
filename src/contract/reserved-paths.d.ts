// Types of reserved-paths.js.
export const reservedBy: (path: string) => string | null
export const BUILD_OWN_FILES: readonly string[]
