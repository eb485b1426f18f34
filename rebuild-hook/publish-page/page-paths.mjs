// Where the publish page and the preview of the drafts are on the hook's origin.
export const PAGE = '/publisering'
export const PREVIEW = `${PAGE}/forhandsvisning`
