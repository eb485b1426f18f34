// The phone the browser benchmarks play (search-keys, interactions, repeat-visits): a
// 390 × 844 touch screen and a processor 4× slower than this machine's (through CDP), and
// the median they report over their rounds.
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
export const CPU_SLOWDOWN = 4

/** The middle value; for an even count, the mean of the two middle ones. */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
