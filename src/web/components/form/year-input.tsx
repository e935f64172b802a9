import type { InputHTMLAttributes } from 'react';
import { MIN_YEAR } from '../../../shared/constants.ts';
import { currentYear } from '../../lib/years.ts';

/** The spec's year input: numeric, 1800 to the current year. */
export function YearInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'min' | 'max'>) {
  return (
    <input
      type="number"
      inputMode="numeric"
      min={MIN_YEAR}
      max={currentYear()}
      step={1}
      placeholder="YYYY"
      className="input"
      {...props}
    />
  );
}
