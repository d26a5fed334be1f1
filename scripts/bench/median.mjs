// The benches' one summary of repeated readings: the median, the mean of the
// two middle values when their count is even, readings that are not finite
// numbers (a figure a load did not report) left out.

/** @param {number[]} values @returns {number} NaN when no value is finite */
export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
