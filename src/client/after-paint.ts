// Work that follows a press, run after the browser has painted what the press changed at
// once: the press's own paint (what INP times) waits only for that, not for the work. A
// frame for the paint, then a task after it (requestAnimationFrame runs before the paint).
export const afterNextPaint = (work: () => void) => {
  requestAnimationFrame(() => setTimeout(work, 0))
}
