// A fixed clock for a test file: only Date is faked, so requests, React and msw keep
// their own timers.
export const withFixedClock = (now: string) => {
  beforeEach(() =>
    jest.useFakeTimers({
      now: new Date(now),
      doNotFake: [
        'nextTick',
        'setImmediate',
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'queueMicrotask',
      ],
    }),
  )
  afterEach(() => jest.useRealTimers())
}
