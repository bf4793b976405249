/** Spec 9: completed / total × 100, rounded; 0 for a course without lessons. */
export function progressPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(Math.max(completed, 0), total) / total) * 100);
}
