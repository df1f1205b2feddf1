/** Today's date in the borrower's time zone, as YYYY-MM-DD: the one place the app reads the clock for rules. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
