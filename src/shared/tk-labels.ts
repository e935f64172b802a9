/**
 * Traditional Knowledge labels and notices (Local Contexts, decision 021): their kinds, and the archive's own
 * drawing of each label's icon. The icons are this project's drawings (a shape for the kind, the label's short
 * letters inside), not Local Contexts' artwork, which is published under its own terms: docs/tk-labels.md.
 */

export const TK_LABEL_KINDS = ['tk_label', 'bc_label', 'notice'] as const;
export type TkLabelKind = (typeof TK_LABEL_KINDS)[number];

export const TK_LABEL_KIND_WORDS: Record<TkLabelKind, string> = {
  tk_label: 'Traditional Knowledge label',
  bc_label: 'Biocultural label',
  notice: 'Notice',
};

/** The short letters Local Contexts gives each label type ("TK A" for Attribution): inside its icon. */
const TYPE_LETTERS: Record<string, string> = {
  attribution: 'A',
  clan: 'CL',
  family: 'F',
  multiple_community: 'MC',
  multiple_communities: 'MC',
  community_voice: 'CV',
  community_use_only: 'CO',
  seasonal: 'S',
  women_general: 'WG',
  men_general: 'MG',
  men_restricted: 'MR',
  women_restricted: 'WR',
  culturally_sensitive: 'CS',
  secret_sacred: 'SS',
  outreach: 'O',
  verified: 'V',
  non_verified: 'NV',
  non_commercial: 'NC',
  commercial: 'C',
  creative: 'CR',
  open_to_collaboration: 'OC',
  provenance: 'P',
  consent_verified: 'CV',
  consent_non_verified: 'CNV',
  research_use: 'R',
  traditional_knowledge: 'TK',
  biocultural: 'BC',
  attribution_incomplete: 'AI',
};

/** A type's letters: Local Contexts' own, else the initials of its words ("heritage_use" → "HU"). */
export function tkLabelLetters(labelType: string): string {
  const known = TYPE_LETTERS[labelType];
  if (known) return known;
  const initials = labelType
    .split(/[^a-z0-9]+/i)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .join('')
    .slice(0, 3);
  return initials || '?';
}

/** Where the server serves a label type's icon (site/tk-label-icons.ts). */
export const tkLabelIconPath = (kind: TkLabelKind, labelType: string) =>
  `/tk-icons/${kind}/${encodeURIComponent(labelType)}.svg`;

/** A label type as its icon's address may name it. */
export const TK_LABEL_TYPE_PATTERN = /^[a-z0-9_]{1,60}$/;

/** The icon's colours: koa brown for Traditional Knowledge, deep green for biocultural, outlined for a notice. */
const KIND_COLOURS: Record<TkLabelKind, { fill: string; ink: string; stroke: string }> = {
  tk_label: { fill: '#4a2c1a', ink: '#fbf3e6', stroke: '#4a2c1a' },
  bc_label: { fill: '#24523a', ink: '#f1f8f3', stroke: '#24523a' },
  notice: { fill: '#ffffff', ink: '#4a2c1a', stroke: '#4a2c1a' },
};

/**
 * The icon of a label type as an SVG document (64 × 64): a rounded square for a Traditional Knowledge label, a
 * circle for a biocultural one, an outlined square with a folded corner for a notice; the kind's two letters
 * above and the type's letters below. Only a generic font family, so nothing needs loading.
 */
export function tkLabelIconSvg(kind: TkLabelKind, labelType: string): string {
  const { fill, ink, stroke } = KIND_COLOURS[kind];
  const letters = tkLabelLetters(labelType);
  const size = letters.length > 2 ? 18 : 24;
  const family = kind === 'bc_label' ? 'BC' : 'TK';
  const shape =
    kind === 'bc_label'
      ? `<circle cx="32" cy="32" r="30" fill="${fill}"/>`
      : kind === 'notice'
        ? `<path d="M6 4h40l14 14v42H6z" fill="${fill}" stroke="${stroke}" stroke-width="4" stroke-linejoin="round"/><path d="M46 4v14h14" fill="none" stroke="${stroke}" stroke-width="3" stroke-linejoin="round"/>`
        : `<rect x="2" y="2" width="60" height="60" rx="12" fill="${fill}"/><path d="M12 50h40" stroke="${ink}" stroke-opacity="0.5" stroke-width="2" stroke-linecap="round"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img">` +
    shape +
    `<text x="32" y="24" text-anchor="middle" font-family="sans-serif" font-size="11" font-weight="700" fill="${ink}">${family}</text>` +
    `<text x="32" y="${kind === 'notice' ? 46 : 44}" text-anchor="middle" font-family="sans-serif" font-size="${size}" font-weight="700" fill="${ink}">${letters}</text>` +
    `</svg>`
  );
}
