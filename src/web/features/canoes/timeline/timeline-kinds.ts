import type { TimelineKind } from '../../../../shared/canoe-timeline.ts';

/**
 * Each kind's colour: its marks in the drawing (the span soft, what is certain solid) and its swatch in the list,
 * which is the drawing's key. SVG paint attributes, not classes: the site's one stylesheet, which every page
 * loads, carries no colour that only this page uses.
 */
export const KIND_COLOURS: Record<TimelineKind, { solid: string; soft: string }> = {
  built: { solid: '#6e3f20', soft: '#e8c9a4' },
  name: { solid: '#177470', soft: '#a7e0dc' },
  steward: { solid: '#b45309', soft: '#fde68a' },
  restoration: { solid: '#7c3aed', soft: '#ddd6fe' },
  race: { solid: '#0369a1', soft: '#bae6fd' },
  photo: { solid: '#be123c', soft: '#fecdd3' },
  story: { solid: '#047857', soft: '#a7f3d0' },
  recording: { solid: '#a21caf', soft: '#f5d0fe' },
};
