/**
 * Pictures for the demo archive, drawn at seed time from SVG written here (nothing is downloaded).
 * Every picture is a pure function of its index, so the demo looks the same on every start.
 * Canoe photos are rendered to JPEG and then go through the same pipeline as an upload.
 */
import sharp from 'sharp';

/** Small deterministic PRNG (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = (seed * 2654435761) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n: number) => n.toFixed(1);

/** An SVG document of the given size around `body` (one element a line). */
function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
${body}
</svg>`;
}

/** A top-to-bottom gradient from one colour to another. */
function verticalGradient(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

interface Palette {
  label: string;
  sky: [string, string];
  sea: [string, string];
  sun: string;
  island: string;
  sand: string;
  hull: [string, string];
  sail: string;
}

const PALETTES: Palette[] = [
  // dawn
  {
    label: 'at dawn',
    sky: ['#f3b59a', '#fde9c9'],
    sea: ['#74a6ba', '#2b5b75'],
    sun: '#fff3cf',
    island: '#6e5b76',
    sand: '#e6cf9f',
    hull: ['#5a2f17', '#9c5628'],
    sail: '#efe2c4',
  },
  // bright noon
  {
    label: 'at midday',
    sky: ['#3d8fd4', '#c3e6f8'],
    sea: ['#1c82aa', '#0a4b6b'],
    sun: '#fffbe8',
    island: '#3e6c4b',
    sand: '#f1dfb4',
    hull: ['#4f2812', '#8f4a20'],
    sail: '#f4ead2',
  },
  // sunset
  {
    label: 'at sunset',
    sky: ['#3a2a5d', '#f38b4a'],
    sea: ['#5c4a6f', '#241f3b'],
    sun: '#ffb64d',
    island: '#2b2139',
    sand: '#b98d63',
    hull: ['#2c160b', '#5e3016'],
    sail: '#e7c9a0',
  },
  // overcast
  {
    label: 'on an overcast day',
    sky: ['#95a4b0', '#d7dfe4'],
    sea: ['#68818f', '#3a5360'],
    sun: '#eef2f4',
    island: '#56656e',
    sand: '#cfc3a8',
    hull: ['#4a2a18', '#7d4a2a'],
    sail: '#e3ddd0',
  },
  // tropical lagoon
  {
    label: 'in a calm lagoon',
    sky: ['#55b5e0', '#e3f7ff'],
    sea: ['#2ab5b2', '#0d6d86'],
    sun: '#ffffff',
    island: '#2e6d3e',
    sand: '#f6e7c1',
    hull: ['#5b2d14', '#a35b2b'],
    sail: '#fbf3df',
  },
  // golden hour
  {
    label: 'in the late afternoon',
    sky: ['#e98b4f', '#ffe1a0'],
    sea: ['#b77447', '#4d3025'],
    sun: '#fff0b8',
    island: '#5b3b3a',
    sand: '#e2b77e',
    hull: ['#3d1e0d', '#7a3f1b'],
    sail: '#f2dcb3',
  },
  // moonlight
  {
    label: 'by moonlight',
    sky: ['#0f1c3b', '#2d4672'],
    sea: ['#1c2c4f', '#0a1328'],
    sun: '#e7ecf6',
    island: '#0c1530',
    sand: '#7a7b86',
    hull: ['#1e120c', '#47301f'],
    sail: '#b9c2d4',
  },
];

export type CanoeKind = 'racing' | 'fishing' | 'voyaging';

/** A koa hull in side view, waterline at y=0, bow to the right, length L and freeboard H. */
function hullPath(L: number, H: number): string {
  const s = -L / 2;
  const b = L / 2;
  return [
    `M${f(s)},${f(-H * 1.25)}`,
    `Q${f(s + L * 0.04)},${f(-H * 0.45)} ${f(s + L * 0.11)},${f(-H * 0.55)}`,
    `L${f(b - L * 0.11)},${f(-H * 0.55)}`,
    `Q${f(b - L * 0.04)},${f(-H * 0.45)} ${f(b)},${f(-H * 1.4)}`,
    `Q${f(b - L * 0.015)},${f(-H * 0.1)} ${f(b - L * 0.08)},${f(H * 0.3)}`,
    `Q0,${f(H * 0.75)} ${f(s + L * 0.08)},${f(H * 0.3)}`,
    `Q${f(s + L * 0.015)},${f(-H * 0.1)} ${f(s)},${f(-H * 1.25)}Z`,
  ].join(' ');
}

function outrigger(L: number, H: number, color: string): string {
  const amaY = -H * 1.05;
  const ama = `<ellipse cx="${f(L * 0.02)}" cy="${f(amaY)}" rx="${f(L * 0.22)}" ry="${f(H * 0.16)}" fill="${color}" opacity="0.9"/>`;
  const iako = [-0.14, 0.12]
    .map((x) => {
      const x0 = L * x;
      return `<path d="M${f(x0)},${f(-H * 0.55)} Q${f(x0 + L * 0.01)},${f(-H * 1.9)} ${f(x0 + L * 0.03)},${f(amaY)}" fill="none" stroke="${color}" stroke-width="${f(H * 0.12)}" stroke-linecap="round"/>`;
    })
    .join('');
  return ama + iako;
}

function paddlers(L: number, H: number, count: number, color: string): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = -L * 0.3 + (i * L * 0.6) / Math.max(1, count - 1);
    const top = -H * 0.55;
    out += `<rect x="${f(x - H * 0.16)}" y="${f(top - H * 0.9)}" width="${f(H * 0.32)}" height="${f(H * 0.9)}" rx="${f(H * 0.12)}" fill="${color}"/>`;
    out += `<circle cx="${f(x)}" cy="${f(top - H * 1.1)}" r="${f(H * 0.22)}" fill="${color}"/>`;
    out += `<line x1="${f(x + H * 0.5)}" y1="${f(top - H * 1.0)}" x2="${f(x - H * 0.4)}" y2="${f(H * 0.5)}" stroke="${color}" stroke-width="${f(H * 0.08)}"/>`;
  }
  return out;
}

function crabClawSail(x: number, baseY: number, size: number, color: string): string {
  const tipA = [x - size * 0.38, baseY - size];
  const tipB = [x + size * 0.28, baseY - size * 1.08];
  return (
    `<path d="M${f(x)},${f(baseY)} L${f(tipA[0])},${f(tipA[1])} Q${f(x - size * 0.05)},${f(baseY - size * 0.62)} ` +
    `${f(tipB[0])},${f(tipB[1])} Z" fill="${color}" stroke="#3b2a1a" stroke-width="3" opacity="0.95"/>` +
    `<line x1="${f(x)}" y1="${f(baseY)}" x2="${f(tipA[0])}" y2="${f(tipA[1])}" stroke="#3b2a1a" stroke-width="5"/>`
  );
}

function canoeGroup(
  kind: CanoeKind,
  p: Palette,
  options: { sails: [number, number]; crew: boolean; reflection: boolean },
): string {
  const L = kind === 'voyaging' ? 820 : kind === 'racing' ? 760 : 560;
  const H = kind === 'voyaging' ? 44 : kind === 'racing' ? 26 : 30;
  const hull = `<path d="${hullPath(L, H)}" fill="url(#koa)"/>`;
  const gunwale = `<path d="M${f(-L * 0.38)},${f(-H * 0.6)} L${f(L * 0.38)},${f(-H * 0.6)}" stroke="#1d0f07" stroke-width="${f(H * 0.12)}" opacity="0.6"/>`;
  if (kind === 'voyaging') {
    const far = `<g transform="translate(${f(L * 0.03)},${f(-H * 1.3)}) scale(0.96)" opacity="0.85">${hull}</g>`;
    const deck = `<rect x="${f(-L * 0.24)}" y="${f(-H * 1.55)}" width="${f(L * 0.48)}" height="${f(H * 0.35)}" fill="#3b2414"/>`;
    const sails = options.reflection
      ? ''
      : crabClawSail(-L * 0.12, -H * 1.5, options.sails[0], p.sail) +
        crabClawSail(L * 0.16, -H * 1.5, options.sails[1], p.sail);
    return far + deck + sails + hull + gunwale;
  }
  const crew =
    options.crew && !options.reflection ? paddlers(L, H, kind === 'racing' ? 6 : 2, '#1a1410') : '';
  return outrigger(L, H, p.hull[0]) + crew + hull + gunwale;
}

export interface CanoeScene {
  svg: string;
  /** Where the canoe is: afloat or resting on the sand. */
  setting: 'water' | 'beach';
  /** Light of the scene, for a caption: 'at dawn', 'by moonlight'… */
  light: string;
  /** Where the hull is drawn, in percent from the left and top. */
  hull: { x: number; y: number };
}

/** SVG of a canoe photo: a stylised hull on water or a beach, palette and angle chosen by index. */
export function canoePhotoScene(index: number, kind: CanoeKind): CanoeScene {
  const rand = seededRandom(index + 1);
  const p = PALETTES[Math.floor(rand() * PALETTES.length)];
  const W = 1200;
  const Hh = 800;
  const horizon = 330 + rand() * 120;
  const beach = rand() < 0.3;
  const sunX = 120 + rand() * 960;
  const sunY = horizon - 60 - rand() * 180;
  const sunR = 40 + rand() * 40;

  let island = `M0,${f(horizon)}`;
  const startX = rand() * 500;
  const width = 300 + rand() * 500;
  for (let i = 0; i <= 8; i += 1) {
    const x = startX + (width * i) / 8;
    const peak = Math.sin((Math.PI * i) / 8) * (40 + rand() * 60);
    island += ` L${f(x)},${f(horizon - peak)}`;
  }
  island += ` L${f(startX + width)},${f(horizon)} Z`;

  let clouds = '';
  for (let i = 0; i < 4; i += 1) {
    const cx = rand() * W;
    const cy = 60 + rand() * (horizon - 160);
    clouds += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(80 + rand() * 120)}" ry="${f(14 + rand() * 16)}" fill="#ffffff" opacity="${(0.25 + rand() * 0.3).toFixed(2)}"/>`;
  }

  let waves = '';
  for (let i = 0; i < 14; i += 1) {
    const y = horizon + 12 + ((Hh - horizon) * i) / 14;
    const x = rand() * W;
    const len = 60 + rand() * 160 * (1 + i / 6);
    waves += `<path d="M${f(x)},${f(y)} q${f(len / 2)},${f(-4 - i * 0.4)} ${f(len)},0" stroke="#ffffff" stroke-width="${f(1 + i * 0.25)}" fill="none" opacity="0.35"/>`;
  }

  const angle = (rand() - 0.5) * 8;
  const scale = (kind === 'voyaging' ? 0.8 : 0.95) + rand() * 0.4;
  /** A higher vantage point flattens the hull a little. */
  const squash = 0.8 + rand() * 0.2;
  const cx = 600 + (rand() - 0.5) * 200;
  const sandTop = Hh - 150 - rand() * 60;
  const cy = beach ? sandTop + 70 : horizon + 150 + rand() * 150;
  const flip = rand() < 0.5 ? -1 : 1;
  const sails: [number, number] = [300 + rand() * 60, 260 + rand() * 60];
  const canoe = canoeGroup(kind, p, { sails, crew: !beach, reflection: false });
  const reflection = beach
    ? `<rect x="${f(-220)}" y="${f(18)}" width="40" height="26" fill="#3a2a1c"/><rect x="180" y="18" width="40" height="26" fill="#3a2a1c"/>`
    : `<g transform="scale(1,-0.55)" opacity="0.22">${canoeGroup(kind, p, { sails, crew: false, reflection: true })}</g>`;
  const sand = beach
    ? `<path d="M0,${f(sandTop)} Q600,${f(sandTop - 40)} 1200,${f(sandTop + 10)} L1200,800 L0,800 Z" fill="url(#sand)"/>`
    : '';

  const svg = svgDocument(
    W,
    Hh,
    `<defs>
${verticalGradient('sky', p.sky[0], p.sky[1])}
${verticalGradient('sea', p.sea[0], p.sea[1])}
${verticalGradient('sand', p.sand, '#8a6d4a')}
${verticalGradient('koa', p.hull[1], p.hull[0])}
<radialGradient id="sun"><stop offset="0" stop-color="${p.sun}"/><stop offset="0.45" stop-color="${p.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${Hh}" fill="url(#sky)"/>
<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR * 2.2)}" fill="url(#sun)"/>
${clouds}
<path d="${island}" fill="${p.island}" opacity="0.85"/>
<rect y="${f(horizon)}" width="${W}" height="${f(Hh - horizon)}" fill="url(#sea)"/>
${waves}
${sand}
<g transform="translate(${f(cx)},${f(cy)}) rotate(${angle.toFixed(2)}) scale(${(scale * flip).toFixed(3)},${(scale * squash).toFixed(3)})">${reflection}${canoe}</g>`,
  );
  return {
    svg,
    setting: beach ? 'beach' : 'water',
    light: p.label,
    hull: { x: Math.round((cx / W) * 100), y: Math.round((cy / Hh) * 100) },
  };
}

/** A canoe photo as JPEG bytes (1200×800), as a camera would hand it over, with what it shows. */
export async function renderCanoePhoto(
  index: number,
  kind: CanoeKind,
): Promise<{ jpeg: Buffer; setting: CanoeScene['setting']; light: string; hull: CanoeScene['hull'] }> {
  const scene = canoePhotoScene(index, kind);
  const jpeg = await sharp(Buffer.from(scene.svg)).jpeg({ quality: 86 }).toBuffer();
  return { jpeg, setting: scene.setting, light: scene.light, hull: scene.hull };
}

const EMBLEM_COLOURS = [
  ['#0b5d6b', '#f2c14e'],
  ['#7a2e1d', '#f6e3c5'],
  ['#1f4e8c', '#ffffff'],
  ['#2f6b3a', '#f4e9b0'],
  ['#5b2a6e', '#f7d6e0'],
  ['#a34a1a', '#fff4dc'],
  ['#123048', '#8fd3e8'],
  ['#6b5a12', '#fffbe6'],
  ['#8c1c3a', '#ffe7a8'],
  ['#24504f', '#f0c8a0'],
];

function initialsOf(name: string): string {
  const words = name
    .replace(/[\u02BB'‘’]/g, '')
    .split(/\s+/)
    .filter((w) => /^\p{Lu}/u.test(w));
  const letters = (words.length ? words : [name]).slice(0, 2).map((w) => w.charAt(0).toUpperCase());
  return letters.join('');
}

/** A steward's emblem: initials in a ring over a wave, colours by index. SVG text (kept by the logo pipeline). */
export function logoSvg(index: number, name: string): Buffer {
  const [bg, fg] = EMBLEM_COLOURS[index % EMBLEM_COLOURS.length];
  const initials = initialsOf(name).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const svg = svgDocument(
    240,
    240,
    `<circle cx="120" cy="120" r="116" fill="${bg}"/>
<circle cx="120" cy="120" r="100" fill="none" stroke="${fg}" stroke-width="5"/>
<path d="M52,160 q17,-14 34,0 t34,0 t34,0 t34,0" fill="none" stroke="${fg}" stroke-width="6" stroke-linecap="round"/>
<path d="M70,62 L120,40 L170,62" fill="none" stroke="${fg}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
<text x="120" y="138" text-anchor="middle" font-family="DejaVu Sans, Arial, Helvetica, sans-serif" font-weight="bold" font-size="64" fill="${fg}">${initials}</text>`,
  );
  return Buffer.from(svg);
}

const SKIN = ['#8d5524', '#a86b3c', '#c68642', '#6f4321', '#b07a4f'];
const HAIR = ['#1c1410', '#2e1f16', '#4a3324', '#5c5c5c', '#d8d8d8'];
const BACKDROP = ['#d9ecef', '#f4e4cf', '#e3e7d3', '#e9dbe8', '#dde3f1', '#f1e0d6'];

/** A portrait placeholder: a simple silhouette avatar, varied by index. */
export function portraitSvg(index: number): Buffer {
  const rand = seededRandom(1000 + index);
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
  const skin = pick(SKIN);
  const hair = pick(HAIR);
  const bg = pick(BACKDROP);
  const shirt = pick(EMBLEM_COLOURS)[0];
  const longHair = rand() < 0.5;
  const hairShape = longHair
    ? `<path d="M70,120 Q66,40 120,38 Q174,40 170,120 L172,170 L148,150 L148,100 L92,100 L92,150 L68,170 Z" fill="${hair}"/>`
    : `<path d="M78,100 Q78,42 120,42 Q162,42 162,100 Q150,70 120,68 Q90,70 78,100 Z" fill="${hair}"/>`;
  const svg = svgDocument(
    240,
    240,
    `<rect width="240" height="240" fill="${bg}"/>
<path d="M28,240 Q32,170 120,162 Q208,170 212,240 Z" fill="${shirt}"/>
<rect x="104" y="130" width="32" height="40" rx="10" fill="${skin}"/>
${longHair ? hairShape : ''}
<ellipse cx="120" cy="100" rx="40" ry="48" fill="${skin}"/>
${longHair ? '' : hairShape}
<path d="M60,210 q15,-10 30,0 t30,0 t30,0 t30,0" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.5"/>`,
  );
  return Buffer.from(svg);
}
