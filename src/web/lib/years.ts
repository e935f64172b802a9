import { MIN_YEAR, YEAR_CONVERSION_LIMIT } from '../../shared/constants.ts';

export const currentYear = () => new Date().getFullYear();

/** Spec §5: a year becomes January 1 of that year; outside 1800–3000 (or not a year) it becomes empty. */
export function yearToDate(year: string | number | null | undefined): string {
  const text = String(year ?? '').trim();
  if (!/^\d{4}$/.test(text)) return '';
  const value = Number(text);
  if (value < MIN_YEAR || value > YEAR_CONVERSION_LIMIT) return '';
  return `${text}-01-01`;
}

/** Today as YYYY-MM-DD in the visitor's zone (the spec's default for name and ownership start dates). */
export function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
