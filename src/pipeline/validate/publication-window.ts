// A record's publish and withdraw times must make a window: one that comes down before it
// goes out would never be seen, which is an editor's slip, not a plan.
import type { ContentFault } from '../errors'

type Planned = { publishAt?: string; unpublishAt?: string }

/** The fault of each record, named by file and id, whose unpublishAt is not after its
 * publishAt. */
export const publicationWindowFaults = (
  records: readonly (readonly [file: string, record: string, planned: Planned])[],
): ContentFault[] =>
  records.flatMap(([file, record, { publishAt, unpublishAt }]) =>
    publishAt !== undefined &&
    unpublishAt !== undefined &&
    Date.parse(unpublishAt) <= Date.parse(publishAt)
      ? [
          {
            file,
            record,
            field: 'unpublishAt',
            message: `unpublishAt (${unpublishAt}) is not after publishAt (${publishAt})`,
          },
        ]
      : [],
  )
