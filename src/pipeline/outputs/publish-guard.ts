// Publishing safety: a programme that shrinks suspiciously is refused, unless the editor
// forces it (PUBLISH_FORCE=1). An empty programme, or one under half the size of the last
// published one, usually means a broken feed rather than a quiet month.
export type BuildInfo = {
  events: number
  productions: number
  articles: number
  builtAt: string
  /** The whole days the programme clock moved the programme by (src/pipeline/resolve/
   * clock.ts): the local partner stand-in moves its catalogue by the same (npm start). */
  programmeShiftDays?: number
}

export class PublishRefusedError extends Error {
  constructor(
    message: string,
    /** The refused programme's size, and the live one's (null: none is live). */
    readonly events: number,
    readonly previous: number | null,
  ) {
    super(message)
    this.name = 'PublishRefusedError'
  }
}

export const checkProgrammeSize = (
  current: Pick<BuildInfo, 'events'>,
  previous: Pick<BuildInfo, 'events'> | null,
  force: boolean,
) => {
  if (force) return
  const advice = 'If this is right, build again with PUBLISH_FORCE=1 to publish it anyway.'
  if (current.events === 0)
    throw new PublishRefusedError(
      `Refusing to publish: the programme is empty. ${advice}`,
      0,
      previous?.events ?? null,
    )
  if (previous && previous.events > 0 && current.events < previous.events / 2)
    throw new PublishRefusedError(
      `Refusing to publish: the programme has ${current.events} events, under half of the ` +
        `${previous.events} last published. ${advice}`,
      current.events,
      previous.events,
    )
}

/** The last published build's info, or null (first build, or unreadable). */
export const readBuildInfo = (text: string | null): BuildInfo | null => {
  if (!text) return null
  try {
    const info = JSON.parse(text) as BuildInfo
    return typeof info.events === 'number' ? info : null
  } catch {
    return null
  }
}
