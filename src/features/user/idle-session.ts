// A member who did not ask to be remembered is logged out after IDLE_LIMIT_MS without
// activity, with a warning WARNING_MS before (session/session-storage.ts keeps the time of
// the last activity, so that a tab restored later finds its session lapsed too). Activity is
// what a person at the computer does: a key, a press, a scroll. A remembered session, or
// none, has nothing to watch.
import { eventChannel, type EventChannel } from 'redux-saga'
import { call, delay, put, race, take } from 'redux-saga/effects'
import { sessionActions } from '../../session/session'
import { IDLE_LIMIT_MS, idleFor, noteActivity } from '../../session/session-storage'

/** How long before the end the warning shows. */
export const WARNING_MS = 2 * 60_000
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const

/** Activity in this window, at most one a second. */
const activity = (): EventChannel<true> =>
  eventChannel((emit) => {
    let last = 0
    const seen = () => {
      const now = Date.now()
      if (now - last < 1000) return
      last = now
      emit(true)
    }
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, seen, { passive: true })
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, seen)
    }
  })

export function* watchIdleSession() {
  if (typeof window === 'undefined' || idleFor() === null) return
  const channel: EventChannel<true> = yield call(activity)
  let warned = false
  try {
    for (;;) {
      const idle = idleFor()
      if (idle === null) return
      const left = IDLE_LIMIT_MS - idle
      if (left <= 0) {
        yield put(sessionActions.loggedOut())
        yield put(sessionActions.idleTimedOut())
        return
      }
      if (left <= WARNING_MS && !warned) {
        warned = true
        yield put(sessionActions.idleWarned())
      }
      const next = left > WARNING_MS ? left - WARNING_MS : left
      const { active, stayed, out } = yield race({
        active: take(channel),
        stayed: take(sessionActions.activityResumed.type),
        out: take(sessionActions.loggedOut.type),
        tick: delay(Math.min(next, 60_000)),
      })
      if (out) return
      if (active || stayed) {
        noteActivity()
        if (warned && active) yield put(sessionActions.activityResumed())
        warned = false
      }
    }
  } finally {
    channel.close()
  }
}
