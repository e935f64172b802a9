import { Check } from 'lucide-react';
import { STEPS, type StepKey } from './canoe-form-steps.tsx';

const PERCENT_PER_STEP = 100 / STEPS.length;

/**
 * The form's one step control (with Next and Back below the fields): 'Step X of 5', the progress bar (20% a step,
 * spec §9) and a button for each named step along it, reached by Tab. Steps with a field in error are marked, so
 * an admin on another step can see where to look.
 */
export function CanoeFormProgress({
  current,
  onSelect,
  stepsInError,
}: {
  current: StepKey;
  onSelect: (step: StepKey) => void;
  stepsInError: Set<StepKey>;
}) {
  const index = STEPS.findIndex((s) => s.key === current);
  const percent = Math.round((index + 1) * PERCENT_PER_STEP);
  const counter = `Step ${index + 1} of ${STEPS.length}`;
  return (
    <div className="mb-6">
      <div className="flex items-baseline justify-between text-sm">
        <p className="font-medium text-koa-800">{counter}</p>
        <p className="text-stone-600">{STEPS[index].label}</p>
      </div>
      <div
        role="progressbar"
        aria-label="Form progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${counter}: ${STEPS[index].label}`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-koa-100"
      >
        <div className="h-full rounded-full bg-koa-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <nav aria-label="Form steps" className="mt-3">
        <ol className="grid grid-cols-5 gap-1">
          {STEPS.map((step, i) => {
            const isCurrent = step.key === current;
            const done = i < index;
            const inError = stepsInError.has(step.key);
            return (
              <li key={step.key} className="text-center">
                <button
                  type="button"
                  aria-current={isCurrent ? 'step' : undefined}
                  onClick={() => onSelect(step.key)}
                  className="group inline-flex flex-col items-center gap-1 rounded px-1 text-xs text-stone-700"
                >
                  <span
                    aria-hidden="true"
                    className={`flex h-7 w-7 items-center justify-center rounded-full border-2 text-sm font-semibold ${
                      inError
                        ? 'border-red-600 bg-red-50 text-red-800'
                        : isCurrent
                          ? 'border-koa-700 bg-koa-700 text-white'
                          : done
                            ? 'border-koa-600 bg-koa-100 text-koa-900'
                            : 'border-stone-300 bg-white text-stone-700'
                    }`}
                  >
                    {done && !inError ? <Check className="h-4 w-4" /> : i + 1}
                  </span>
                  <span
                    aria-hidden="true"
                    className={`hidden sm:block ${isCurrent ? 'font-semibold text-koa-900' : ''}`}
                  >
                    {step.label}
                  </span>
                  <span className="sr-only">
                    Step {i + 1}: {step.label}
                    {inError ? ' (has errors)' : ''}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
    </div>
  );
}
