import { STORY_LANGUAGES, type StoryLanguage } from '../../../shared/api/submissions.ts';
import { LANGUAGE_INFO } from '../../../shared/i18n/languages.ts';

/**
 * The language a story is written in (decision 027): English or ʻŌlelo Hawaiʻi, each named in itself and marked
 * with its `lang`, never translated. The share form asks it of the sender; a moderator may correct it. An approval
 * keeps the story as its version in that language.
 */
export function StoryLanguageChoice({
  legend,
  value,
  onChange,
  disabled = false,
}: {
  legend: string;
  value: StoryLanguage;
  onChange: (language: StoryLanguage) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset>
      <legend className="label">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
        {STORY_LANGUAGES.map((language) => (
          <label key={language} className="flex items-center gap-2">
            <input
              type="radio"
              name="story_language"
              value={language}
              checked={value === language}
              disabled={disabled}
              onChange={() => onChange(language)}
              className="h-4 w-4 shrink-0 accent-koa-700"
            />
            <span lang={language}>{LANGUAGE_INFO[language].autonym}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
