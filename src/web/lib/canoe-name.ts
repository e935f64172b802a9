import type { CanoeName, CanoeSummary } from '../../shared/api/index.ts';
import { ui } from '../../shared/i18n/messages/ui.ts';
import type { Translator } from '../../shared/i18n/translator.ts';

/** A canoe's display name for lists and cards: the current name, else its name field, else 'Canoe #{id}'. */
export function canoeDisplayName(
  canoe: Pick<CanoeSummary, 'canoe_id' | 'current_name' | 'name'>,
  t: Translator['t'],
): string {
  return canoe.current_name || canoe.name || t(ui.canoeNumber, { id: canoe.canoe_id });
}

/**
 * The canoe page's title (spec §2): the most recent name in the name list, else the canoe's name, else 'Canoe #{id}'.
 * Most recent = the open name if there is one, else the latest start date.
 */
export function canoeTitle(
  canoe: Pick<CanoeSummary, 'canoe_id' | 'name'>,
  names: CanoeName[],
  t: Translator['t'],
): string {
  return titleName(names)?.name || canoe.name || t(ui.canoeNumber, { id: canoe.canoe_id });
}

/** The name the canoe page's title shows: the open one, else the latest by start date. */
function titleName(names: CanoeName[]): CanoeName | undefined {
  const open = names.find((n) => !n.end_date);
  if (open) return open;
  return [...names].sort((a, b) =>
    (b.start_date_earliest ?? '').localeCompare(a.start_date_earliest ?? ''),
  )[0];
}

/**
 * The language of the name a canoe is shown under (decision 026, WCAG 3.1.2), for its `lang` attribute: the
 * current name's; none when the canoe is shown without a name ("Canoe #12" is the page's own language).
 */
export function canoeNameLang(
  canoe: Pick<CanoeSummary, 'current_name' | 'name_language'>,
): string | undefined {
  return canoe.current_name ? (canoe.name_language ?? undefined) : undefined;
}

/** The language of the canoe page's title (canoeTitle's name). */
export function canoeTitleLang(names: CanoeName[]): string | undefined {
  return titleName(names)?.language;
}
