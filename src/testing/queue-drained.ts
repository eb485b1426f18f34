// Resolves once every task queued before it has run: a timer of 0 ms runs after them (jsdom
// has no setImmediate). A state, not a time: what the code under test set off as tasks and
// microtasks (a saga's calls, an import's settling) has happened by then.
export const queueDrained = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
