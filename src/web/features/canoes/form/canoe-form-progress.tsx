import { Check } from 'lucide-react';
import { STEPS, type StepKey } from './canoe-form-steps.tsx';
import { canoeFormArea as area } from '../../../../shared/i18n/messages/canoe-form.ts';
import { canoeFormStepLabel } from '../../../../shared/i18n/messages/canoe-fields.ts';
import { useI18n } from '../../../lib/i18n.tsx';

const PERCENT_PER_STEP = 100 / STEPS.length;
/** The control's id: a new step scrolls it into view (canoe-form.tsx). */
export const PROGRESS_ID = 'canoe-form-progress';

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
  const translator = useI18n();
  const { t } = translator;
  const index = STEPS.findIndex((s) => s.key === current);
  const percent = Math.round((index + 1) * PERCENT_PER_STEP);
  const stepName = (step: StepKey) => canoeFormStepLabel(translator, step);
  const counter = t(area.stepCounter, { step: index + 1, count: STEPS.length });
  return (
    // Clear of the sticky header when scrolled to.
    <div id={PROGRESS_ID} className="mb-6 scroll-mt-24">
      <div className="flex items-baseline justify-between text-sm">
        <p className="font-medium text-koa-800">{counter}</p>
        <p className="text-stone-600">{stepName(current)}</p>
      </div>
      <div
        role="progressbar"
        aria-label={t(area.formProgress)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t(area.stepProgress, {
          step: index + 1,
          count: STEPS.length,
          name: stepName(current),
        })}
        className="mt-2 h-2 overflow-hidden rounded-full bg-koa-100"
      >
        <div className="h-full rounded-full bg-koa-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <nav aria-label={t(area.formSteps)} className="mt-3">
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
                    {stepName(step.key)}
                  </span>
                  <span className="sr-only">
                    {t(inError ? area.stepButtonErrors : area.stepButton, {
                      step: i + 1,
                      name: stepName(step.key),
                    })}
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
