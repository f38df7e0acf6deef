/**
 * The site's generated artwork (README "Images"): four hero scenes of sport places and equipment,
 * no people, in the brand's navy and orange, drawn as SVG with light, shadow, blur for depth and
 * film grain. The build renders them wherever the business has not given a photo of its own.
 *
 * Every scene is composed twice: `wide` (16:9, the subject on the right, a calm dark left where
 * the headline sits from 600 px up) and `phone` (2:3, the subject in the top third, a calm dark
 * lower part where the headline sits on phones).
 */
import { brandColors } from '../../src/theme/brandColors.ts';
import type { HeroScene } from '../../src/content/types';
export type ArtLayout = 'wide' | 'phone';

export const artSize: Record<ArtLayout, { width: number; height: number }> = {
  wide: { width: 1600, height: 900 },
  phone: { width: 800, height: 1200 },
};

const { orange, orangeDark, orangeLight, navy, navyDark, navyLight, cream } = brandColors;
/** Deeper than the brand navy, for night and shadow. */
const ink = '#050f1f';
const steel = '#c7ccd4';

type Point = readonly [number, number];
const pt = ([x, y]: Point) => `${x.toFixed(1)},${y.toFixed(1)}`;
const polygon = (points: readonly Point[], attributes: string) =>
  `<polygon points="${points.map(pt).join(' ')}" ${attributes}/>`;
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
const lerpPoint = (a: Point, b: Point, t: number): Point => [
  lerp(a[0], b[0], t),
  lerp(a[1], b[1], t),
];

/** Filters and gradients every scene uses: grain, soft blurs, a vignette. */
function sharedDefs(width: number, height: number, seed: number) {
  return `
    <filter id="grain" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">
      <feTurbulence type="fractalNoise" baseFrequency="0.75" numOctaves="2" seed="${seed}" stitchTiles="stitch"/>
      <feColorMatrix type="saturate" values="0"/>
      <feComponentTransfer><feFuncA type="table" tableValues="0 0 1 0"/></feComponentTransfer>
    </filter>
    <filter id="blur-far" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${(width / 400).toFixed(1)}"/></filter>
    <filter id="blur-mid" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${(width / 900).toFixed(1)}"/></filter>
    <filter id="bloom" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${(width / 60).toFixed(1)}"/></filter>
    <filter id="shadow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${(width / 220).toFixed(1)}"/></filter>
    <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">
      <stop offset="0.55" stop-color="${ink}" stop-opacity="0"/>
      <stop offset="1" stop-color="${ink}" stop-opacity="0.7"/>
    </radialGradient>
    <rect id="frame" width="${width}" height="${height}"/>`;
}

/** Grain over the whole picture, and the vignette that pulls the eye to the subject. */
function finish(width: number, height: number, grain: number) {
  return `
    <rect width="${width}" height="${height}" fill="url(#vignette)"/>
    <rect width="${width}" height="${height}" filter="url(#grain)" opacity="${grain}" style="mix-blend-mode:soft-light"/>`;
}

/** A light source's halo: a radial gradient from `color` to nothing. */
function glow(id: string, color: string, opacity: number) {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="0.35" stop-color="${color}" stop-opacity="${(opacity * 0.45).toFixed(2)}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** A running track seen from the infield at dusk: lanes converge on a low sun, hurdles set out. */
function track(layout: ArtLayout) {
  const { width: w, height: h } = artSize[layout];
  const wide = layout === 'wide';
  const horizon = wide ? 470 : 230;
  const vp: Point = wide ? [1180, horizon - 12] : [520, horizon - 8];
  // Where each lane line meets the bottom edge: the track fans out to the right of the infield.
  const laneFeet = Array.from({ length: 9 }, (_, i) =>
    wide ? 330 + i * 210 + i * i * 14 : -60 + i * 150 + i * i * 12,
  );
  const lineAt = (i: number, t: number): Point => lerpPoint(vp, [laneFeet[i]!, h], t);
  const lane = (i: number) => {
    const half = (t: number) => (wide ? 1 + t * 9 : 1 + t * 8);
    const a = lineAt(i, 0.02);
    const b = lineAt(i, 1.05);
    return polygon(
      [
        [a[0] - half(0), a[1]],
        [a[0] + half(0), a[1]],
        [b[0] + half(1), b[1]],
        [b[0] - half(1), b[1]],
      ],
      'fill="url(#lane-line)"',
    );
  };
  /** A hurdle across lane i at depth t (0 at the horizon, 1 at the bottom edge). */
  const hurdle = (i: number, t: number) => {
    const left = lineAt(i, t);
    const right = lineAt(i + 1, t);
    const inset = (right[0] - left[0]) * 0.12;
    const tall = (wide ? 210 : 190) * t;
    const bar = (wide ? 22 : 20) * t;
    const l: Point = [left[0] + inset, left[1]];
    const r: Point = [right[0] - inset, right[1]];
    const leg = (p: Point) =>
      `<rect x="${(p[0] - 3 * t).toFixed(1)}" y="${(p[1] - tall).toFixed(1)}" width="${(6 * t + 1).toFixed(1)}" height="${tall.toFixed(1)}" fill="${ink}"/>`;
    return `<g>
      <ellipse cx="${((l[0] + r[0]) / 2 - 40 * t).toFixed(1)}" cy="${l[1].toFixed(1)}" rx="${((r[0] - l[0]) / 2).toFixed(1)}" ry="${(10 * t + 2).toFixed(1)}" fill="${ink}" opacity="0.55" filter="url(#shadow)"/>
      ${leg(l)}${leg(r)}
      <rect x="${l[0].toFixed(1)}" y="${(l[1] - tall - bar).toFixed(1)}" width="${(r[0] - l[0]).toFixed(1)}" height="${bar.toFixed(1)}" fill="${cream}"/>
      <rect x="${l[0].toFixed(1)}" y="${(l[1] - tall - bar).toFixed(1)}" width="${((r[0] - l[0]) / 3).toFixed(1)}" height="${bar.toFixed(1)}" fill="${orange}"/>
      <rect x="${(l[0] + ((r[0] - l[0]) * 2) / 3).toFixed(1)}" y="${(l[1] - tall - bar).toFixed(1)}" width="${((r[0] - l[0]) / 3).toFixed(1)}" height="${bar.toFixed(1)}" fill="${orange}"/>
      <rect x="${l[0].toFixed(1)}" y="${(l[1] - tall - bar).toFixed(1)}" width="${(r[0] - l[0]).toFixed(1)}" height="${(bar * 0.25).toFixed(1)}" fill="${orangeLight}" opacity="0.9"/>
    </g>`;
  };
  // A tree line and stand on the far side, soft with distance.
  const skyline = Array.from({ length: 40 }, (_, i) => {
    const x = (i / 39) * w;
    const bump = Math.sin(i * 1.7) * 10 + Math.sin(i * 0.6) * 16 + 30;
    return [x, horizon - bump] as Point;
  });
  return `
    <defs>
      ${sharedDefs(w, h, 7)}
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="${horizon}" gradientUnits="userSpaceOnUse">
        <stop offset="0" stop-color="${ink}"/>
        <stop offset="0.45" stop-color="${navy}"/>
        <stop offset="0.78" stop-color="${navyLight}"/>
        <stop offset="0.94" stop-color="${orangeDark}"/>
        <stop offset="1" stop-color="${orangeLight}"/>
      </linearGradient>
      ${glow('sun', '#ffd6a8', 1)}
      ${glow('sun-wide', orange, 0.8)}
      <linearGradient id="infield" x1="0" y1="${horizon}" x2="0" y2="${h}" gradientUnits="userSpaceOnUse">
        <stop offset="0" stop-color="${navy}"/>
        <stop offset="0.3" stop-color="${navyDark}"/>
        <stop offset="1" stop-color="${ink}"/>
      </linearGradient>
      <linearGradient id="surface" x1="0" y1="${horizon}" x2="0" y2="${h}" gradientUnits="userSpaceOnUse">
        <stop offset="0" stop-color="${orangeLight}"/>
        <stop offset="0.12" stop-color="${orange}"/>
        <stop offset="0.45" stop-color="${orangeDark}"/>
        <stop offset="1" stop-color="#2a0f08"/>
      </linearGradient>
      <linearGradient id="lane-line" x1="0" y1="${horizon}" x2="0" y2="${h}" gradientUnits="userSpaceOnUse">
        <stop offset="0" stop-color="${cream}" stop-opacity="0.95"/>
        <stop offset="${wide ? 0.5 : 0.12}" stop-color="${cream}" stop-opacity="${wide ? 0.55 : 0.3}"/>
        <stop offset="1" stop-color="${cream}" stop-opacity="${wide ? 0.16 : 0.08}"/>
      </linearGradient>
      <linearGradient id="shade" x1="0" y1="${horizon}" x2="0" y2="${h}" gradientUnits="userSpaceOnUse">
        <stop offset="0" stop-color="${ink}" stop-opacity="0"/>
        <stop offset="${wide ? 0.6 : 0.15}" stop-color="${ink}" stop-opacity="${wide ? 0.35 : 0.8}"/>
        <stop offset="1" stop-color="${ink}" stop-opacity="${wide ? 0.8 : 0.9}"/>
      </linearGradient>
    </defs>
    <rect width="${w}" height="${horizon + 2}" fill="url(#sky)"/>
    <circle cx="${vp[0]}" cy="${horizon}" r="${wide ? 640 : 520}" fill="url(#sun-wide)"/>
    <circle cx="${vp[0]}" cy="${horizon + 6}" r="${wide ? 230 : 190}" fill="url(#sun)"/>
    <g filter="url(#blur-far)" fill="${navyDark}">
      ${polygon([[0, horizon + 4], ...skyline, [w, horizon + 4]], `fill="${ink}" opacity="0.92"`)}
      ${[0.08, 0.2, 0.86, 0.95]
        .map(
          (x) =>
            `<rect x="${x * w}" y="${horizon - 260}" width="6" height="240" fill="${ink}"/><rect x="${x * w - 22}" y="${horizon - 272}" width="50" height="16" rx="4" fill="${cream}" opacity="0.7"/>`,
        )
        .join('')}
    </g>
    <rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#infield)"/>
    ${polygon([lineAt(0, 0), lineAt(8, 0), lineAt(8, 1.2), lineAt(0, 1.2)], 'fill="url(#surface)"')}
    <ellipse cx="${vp[0] + (wide ? 160 : 80)}" cy="${horizon + 26}" rx="${wide ? 260 : 200}" ry="${wide ? 40 : 34}" fill="#ffd6a8" opacity="0.3" filter="url(#bloom)"/>
    ${Array.from({ length: 9 }, (_, i) => lane(i)).join('')}
    <g filter="url(#blur-mid)">${[2, 3, 4, 5].map((i) => hurdle(i, 0.16)).join('')}</g>
    ${[3, 4].map((i) => hurdle(i, wide ? 0.36 : 0.3)).join('')}
    ${polygon([lineAt(0, 0), lineAt(8, 0), lineAt(8, 1.2), lineAt(0, 1.2)], 'fill="url(#shade)"')}
    ${finish(w, h, 0.35)}`;
}

/** An agility ladder and cones on turf, seen from above, in low evening sun with long shadows. */
function agility(layout: ArtLayout) {
  const { width: w, height: h } = artSize[layout];
  const wide = layout === 'wide';
  // The ladder runs from `start` to `end`; the sun is to the upper right, so shadows fall down-left.
  const start: Point = wide ? [760, 860] : [-60, 250];
  const end: Point = wide ? [1660, 120] : [860, 30];
  const rungs = wide ? 11 : 9;
  const dx = end[0] - start[0];
  const dy = end[1] - start[1];
  const length = Math.hypot(dx, dy);
  const angle = (Math.atan2(dy, dx) * 180) / Math.PI;
  const ladderWidth = wide ? 150 : 120;
  const shadow: Point = [-22, 18];
  const ladder = (offset: Point, fill: string, rungFill: string, opacity = 1) => `
    <g transform="translate(${start[0] + offset[0]} ${start[1] + offset[1]}) rotate(${angle.toFixed(2)})" opacity="${opacity}">
      <rect x="0" y="${-ladderWidth / 2 - 6}" width="${length.toFixed(1)}" height="12" rx="6" fill="${fill}"/>
      <rect x="0" y="${ladderWidth / 2 - 6}" width="${length.toFixed(1)}" height="12" rx="6" fill="${fill}"/>
      ${Array.from({ length: rungs }, (_, i) => {
        const x = ((i + 0.5) / rungs) * length;
        return `<rect x="${(x - 9).toFixed(1)}" y="${-ladderWidth / 2}" width="18" height="${ladderWidth}" rx="4" fill="${rungFill}"/>`;
      }).join('')}
    </g>`;
  /** A training cone from above: square base, round body lit from the upper right, the tip. */
  const cone = ([x, y]: Point, size: number) => `
    <g transform="translate(${x} ${y})">
      <ellipse cx="${-size * 1.3}" cy="${size * 1.05}" rx="${size * 1.9}" ry="${size * 0.8}" transform="rotate(-38 ${-size * 1.3} ${size * 1.05})" fill="${ink}" opacity="0.65" filter="url(#shadow)"/>
      <rect x="${-size}" y="${-size}" width="${size * 2}" height="${size * 2}" rx="${size * 0.5}" fill="#7c2d12"/>
      <circle r="${size * 0.92}" fill="url(#cone-body)"/>
      <circle r="${size * 0.5}" fill="none" stroke="${cream}" stroke-width="${size * 0.14}" opacity="0.85"/>
      <circle cx="${size * 0.08}" cy="${-size * 0.08}" r="${size * 0.16}" fill="${orangeLight}"/>
    </g>`;
  const cones: Point[] = wide
    ? [
        [880, 330],
        [1060, 180],
        [1240, 380],
        [1420, 560],
        [1080, 660],
        [1500, 300],
      ]
    : [
        [150, 90],
        [340, 40],
        [560, 200],
        [720, 60],
        [260, 290],
      ];
  const stripes = Array.from({ length: 12 }, (_, i) => {
    const band = w / 6;
    return i % 2
      ? `<rect x="${i * band - w}" y="-${h}" width="${band}" height="${h * 3}" fill="${navyLight}" opacity="0.16" transform="rotate(${angle.toFixed(1)} ${w / 2} ${h / 2})"/>`
      : '';
  }).join('');
  return `
    <defs>
      ${sharedDefs(w, h, 11)}
      <filter id="turf" x="0" y="0" width="100%" height="100%">
        <feTurbulence type="fractalNoise" baseFrequency="0.9 0.28" numOctaves="3" seed="4"/>
        <feColorMatrix type="matrix" values="0 0 0 0 0.06  0 0 0 0 0.18  0 0 0 0 0.3  0 0 0 0.9 -0.25"/>
      </filter>
      <linearGradient id="light" x1="1" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${orangeLight}" stop-opacity="0.32"/>
        <stop offset="0.5" stop-color="${navyLight}" stop-opacity="0"/>
      </linearGradient>
      <radialGradient id="cone-body" cx="0.62" cy="0.38" r="0.7">
        <stop offset="0" stop-color="#fdba74"/>
        <stop offset="0.55" stop-color="${orange}"/>
        <stop offset="1" stop-color="#7c2d12"/>
      </radialGradient>
      <linearGradient id="calm" x1="${wide ? 1 : 0}" y1="0" x2="0" y2="${wide ? 0 : 1}">
        <stop offset="0" stop-color="${ink}" stop-opacity="0"/>
        <stop offset="${wide ? 0.45 : 0.3}" stop-color="${ink}" stop-opacity="${wide ? 0.15 : 0.45}"/>
        <stop offset="1" stop-color="${ink}" stop-opacity="0.8"/>
      </linearGradient>
    </defs>
    <rect width="${w}" height="${h}" fill="${navy}"/>
    ${stripes}
    <rect width="${w}" height="${h}" filter="url(#turf)" opacity="0.55"/>
    <rect width="${w}" height="${h}" fill="url(#light)"/>
    <g filter="url(#shadow)">${ladder(shadow, ink, ink, 0.75)}</g>
    ${ladder([0, 0], orange, cream)}
    ${cones.map((p, i) => cone(p, (wide ? 34 : 30) * (i % 2 ? 0.9 : 1))).join('')}
    <rect width="${w}" height="${h}" fill="url(#calm)"/>
    ${finish(w, h, 0.3)}`;
}

/** A field at night under floodlights: light banks, beams through the haze, lit grass. */
function field(layout: ArtLayout) {
  const { width: w, height: h } = artSize[layout];
  const wide = layout === 'wide';
  const horizon = wide ? 560 : 300;
  /** A floodlight tower: pole, a bank of lamps and their bloom, a beam down to the grass. */
  const tower = (x: number, top: number, scale: number, beamTo: number) => {
    const cols = 4;
    const rows = 3;
    const lamp = 26 * scale;
    const gap = 8 * scale;
    const bankWidth = cols * lamp + (cols - 1) * gap;
    const bankHeight = rows * lamp + (rows - 1) * gap;
    const left = x - bankWidth / 2;
    const lamps = Array.from({ length: cols * rows }, (_, i) => {
      const cx = left + (i % cols) * (lamp + gap);
      const cy = top + Math.floor(i / cols) * (lamp + gap);
      return `<rect x="${cx.toFixed(1)}" y="${cy.toFixed(1)}" width="${lamp.toFixed(1)}" height="${lamp.toFixed(1)}" rx="${(lamp * 0.2).toFixed(1)}" fill="#fffbf2"/>`;
    }).join('');
    return `
      ${polygon(
        [
          [left + 10, top + bankHeight],
          [left + bankWidth - 10, top + bankHeight],
          [beamTo + 420 * scale, horizon + 150],
          [beamTo - 420 * scale, horizon + 150],
        ],
        'fill="url(#beam)" filter="url(#blur-far)"',
      )}
      <rect x="${x - 5 * scale}" y="${top + bankHeight}" width="${10 * scale}" height="${horizon - top - bankHeight + 4}" fill="${ink}"/>
      <rect x="${left - 8 * scale}" y="${top - 8 * scale}" width="${bankWidth + 16 * scale}" height="${bankHeight + 16 * scale}" rx="${6 * scale}" fill="${ink}"/>
      <circle cx="${x}" cy="${top + bankHeight / 2}" r="${bankWidth * 1.9}" fill="url(#flood)"/>
      <g filter="url(#bloom)" opacity="0.9">${lamps}</g>
      ${lamps}`;
  };
  // Yard lines across the field, closer together with distance; a sideline on the left.
  const lines = Array.from({ length: 9 }, (_, k) => {
    // Equal steps on the ground are 1/distance apart on screen.
    const t = 1 / (9 - k);
    const y = horizon + (h - horizon) * t * 1.1;
    return `<rect x="-10" y="${y.toFixed(1)}" width="${w + 20}" height="${(1 + 8 * t).toFixed(1)}" fill="${cream}" opacity="${(0.45 - 0.3 * t).toFixed(2)}"/>`;
  }).join('');
  const sideline: readonly Point[] = wide
    ? [
        [640, horizon],
        [650, horizon],
        [60, h],
        [-20, h],
      ]
    : [
        [90, horizon],
        [98, horizon],
        [-300, h],
        [-380, h],
      ];
  const offField: readonly Point[] = [[-10, horizon], sideline[0]!, sideline[3]!, [-10, h]];
  const stand = Array.from({ length: 24 }, (_, i) => {
    const x = i * (w / 24);
    return `<rect x="${x}" y="${horizon - 58 - (i % 3) * 4}" width="${wide ? 30 : 24}" height="4" fill="${cream}" opacity="${0.08 + (i % 4) * 0.05}"/>`;
  }).join('');
  return `
    <defs>
      ${sharedDefs(w, h, 23)}
      <linearGradient id="night" x1="0" y1="0" x2="0" y2="${horizon}" gradientUnits="userSpaceOnUse">
        <stop offset="0" stop-color="${ink}"/>
        <stop offset="0.7" stop-color="${navyDark}"/>
        <stop offset="1" stop-color="${navy}"/>
      </linearGradient>
      ${glow('flood', '#fff1dc', 0.5)}
      ${glow('haze', orangeLight, 0.35)}
      <linearGradient id="beam" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#fff1dc" stop-opacity="0.28"/>
        <stop offset="1" stop-color="#fff1dc" stop-opacity="0.02"/>
      </linearGradient>
      <linearGradient id="grass" x1="0" y1="${horizon}" x2="0" y2="${h}" gradientUnits="userSpaceOnUse">
        <stop offset="0" stop-color="${navyLight}"/>
        <stop offset="0.45" stop-color="${navy}"/>
        <stop offset="1" stop-color="${ink}"/>
      </linearGradient>
      <linearGradient id="yard-line" x1="0" y1="${horizon}" x2="0" y2="${h}" gradientUnits="userSpaceOnUse">
        <stop offset="0" stop-color="${cream}" stop-opacity="0.7"/>
        <stop offset="1" stop-color="${cream}" stop-opacity="0.08"/>
      </linearGradient>
      <radialGradient id="pool" cx="0.5" cy="0.5" r="0.5">
        <stop offset="0" stop-color="#cfe3ff" stop-opacity="0.22"/>
        <stop offset="1" stop-color="#cfe3ff" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="${w}" height="${h}" fill="url(#night)"/>
    <ellipse cx="${wide ? 1150 : 480}" cy="${horizon}" rx="${wide ? 700 : 520}" ry="${wide ? 260 : 220}" fill="url(#haze)"/>
    <g filter="url(#blur-mid)">${stand}</g>
    <rect y="${horizon - 46}" width="${w}" height="46" fill="${ink}" opacity="0.85"/>
    <rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#grass)"/>
    <ellipse cx="${wide ? 1120 : 480}" cy="${horizon + (wide ? 90 : 110)}" rx="${wide ? 560 : 420}" ry="${wide ? 120 : 140}" fill="url(#pool)"/>
    <g filter="url(#blur-mid)">${lines}</g>
    ${polygon(offField, `fill="${ink}" opacity="0.55"`)}
    ${polygon(sideline, `fill="${cream}" opacity="0.35"`)}
    <g filter="url(#blur-far)">
      <rect x="${wide ? 1100 : 430}" y="${horizon - 70}" width="${wide ? 150 : 120}" height="6" fill="${cream}" opacity="0.85"/>
      <rect x="${wide ? 1100 : 430}" y="${horizon - 70}" width="6" height="70" fill="${cream}" opacity="0.85"/>
      <rect x="${wide ? 1244 : 544}" y="${horizon - 70}" width="6" height="70" fill="${cream}" opacity="0.85"/>
    </g>
    <g filter="url(#blur-mid)">${wide ? tower(1480, 230, 0.55, 1150) : tower(680, 130, 0.45, 520)}</g>
    ${wide ? tower(1010, 90, 0.85, 900) : tower(260, 40, 0.7, 350)}
    ${finish(w, h, 0.35)}`;
}

/** Bumper plates on a barbell, close up, under a warm key light in a dark gym. */
function strength(layout: ArtLayout) {
  const { width: w, height: h } = artSize[layout];
  const wide = layout === 'wide';
  const floor = wide ? 800 : 380;
  const ry = wide ? 270 : 160;
  const rx = ry * 0.42;
  // The near end of the bar faces the camera on the left; plates stack away to the right.
  const near: Point = wide ? [1040, floor - ry] : [360, floor - ry];
  const step: Point = wide ? [78, -10] : [62, -8];
  const plateCount = 4;
  const plate = (i: number) => {
    const s = 0.97 ** i;
    const [cx, cy] = [near[0] + step[0] * i, near[1] + step[1] * i];
    const thick = (wide ? 46 : 38) * s;
    const pry = ry * s;
    const prx = rx * s;
    const stripe = i % 2 ? orange : cream;
    return `<g>
      <ellipse cx="${cx + thick}" cy="${cy}" rx="${prx}" ry="${pry}" fill="url(#plate-edge)"/>
      <rect x="${cx}" y="${cy - pry}" width="${thick}" height="${pry * 2}" fill="url(#plate-edge)"/>
      <ellipse cx="${cx}" cy="${cy}" rx="${prx}" ry="${pry}" fill="url(#plate-face)"/>
      <ellipse cx="${cx}" cy="${cy}" rx="${prx * 0.93}" ry="${pry * 0.93}" fill="none" stroke="${navyLight}" stroke-width="${3 * s}" opacity="0.8"/>
      <ellipse cx="${cx}" cy="${cy}" rx="${prx * 0.74}" ry="${pry * 0.74}" fill="none" stroke="${stripe}" stroke-width="${10 * s}" opacity="0.9"/>
      <ellipse cx="${cx}" cy="${cy}" rx="${prx * 0.3}" ry="${pry * 0.3}" fill="url(#hub)"/>
      <ellipse cx="${cx}" cy="${cy}" rx="${prx * 0.96}" ry="${pry * 0.96}" fill="none" stroke="url(#rim-light)" stroke-width="${6 * s}"/>
    </g>`;
  };
  const plates = Array.from({ length: plateCount }, (_, i) => plateCount - 1 - i)
    .map(plate)
    .join('');
  const far: Point = [near[0] + step[0] * plateCount, near[1] + step[1] * plateCount];
  const sleeveEnd: Point = [near[0] - (wide ? 130 : 105), near[1] + (wide ? 14 : 12)];
  const bokeh = (
    wide
      ? [
          [260, 180, 60],
          [420, 120, 34],
          [610, 230, 46],
          [1380, 120, 70],
          [1520, 260, 40],
          [140, 420, 30],
        ]
      : [
          [90, 80, 40],
          [680, 60, 56],
          [740, 240, 30],
          [200, 200, 26],
        ]
  ) as readonly [number, number, number][];
  return `
    <defs>
      ${sharedDefs(w, h, 31)}
      <linearGradient id="wall" x1="0" y1="0" x2="0" y2="${floor}" gradientUnits="userSpaceOnUse">
        <stop offset="0" stop-color="${ink}"/>
        <stop offset="1" stop-color="${navyDark}"/>
      </linearGradient>
      ${glow('key', orangeLight, 0.55)}
      <linearGradient id="floor" x1="0" y1="${floor}" x2="0" y2="${h}" gradientUnits="userSpaceOnUse">
        <stop offset="0" stop-color="#14263d"/>
        <stop offset="1" stop-color="${ink}"/>
      </linearGradient>
      <linearGradient id="plate-face" x1="0.2" y1="0.9" x2="0.8" y2="0">
        <stop offset="0" stop-color="${ink}"/>
        <stop offset="0.55" stop-color="${navy}"/>
        <stop offset="1" stop-color="${navyLight}"/>
      </linearGradient>
      <linearGradient id="plate-edge" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${navyLight}"/>
        <stop offset="0.4" stop-color="${navyDark}"/>
        <stop offset="1" stop-color="${ink}"/>
      </linearGradient>
      <linearGradient id="rim-light" x1="0" y1="1" x2="1" y2="0">
        <stop offset="0.45" stop-color="${orangeLight}" stop-opacity="0"/>
        <stop offset="0.8" stop-color="${orangeLight}" stop-opacity="0.9"/>
        <stop offset="1" stop-color="#ffe4c4" stop-opacity="1"/>
      </linearGradient>
      <radialGradient id="hub" cx="0.62" cy="0.35" r="0.75">
        <stop offset="0" stop-color="#ffffff"/>
        <stop offset="0.4" stop-color="${steel}"/>
        <stop offset="1" stop-color="#4b5563"/>
      </radialGradient>
      <linearGradient id="steel" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#f8fafc"/>
        <stop offset="0.35" stop-color="${steel}"/>
        <stop offset="1" stop-color="#374151"/>
      </linearGradient>
      <pattern id="rubber" width="${w / 8}" height="${w / 8}" patternUnits="userSpaceOnUse" patternTransform="skewX(-35)">
        <rect width="${w / 8}" height="${w / 8}" fill="none" stroke="${cream}" stroke-opacity="0.05" stroke-width="2"/>
      </pattern>
    </defs>
    <rect width="${w}" height="${floor}" fill="url(#wall)"/>
    <circle cx="${wide ? 1300 : 600}" cy="${wide ? 260 : 200}" r="${wide ? 720 : 520}" fill="url(#key)"/>
    <g filter="url(#bloom)">
      ${bokeh.map(([x, y, r], i) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${i % 2 ? orangeLight : cream}" opacity="${i % 2 ? 0.22 : 0.12}"/>`).join('')}
    </g>
    <rect y="${floor}" width="${w}" height="${h - floor}" fill="url(#floor)"/>
    <rect y="${floor}" width="${w}" height="${h - floor}" fill="url(#rubber)"/>
    <rect y="${floor}" width="${w}" height="3" fill="${orangeLight}" opacity="0.25"/>
    <ellipse cx="${near[0] + (wide ? 120 : 100)}" cy="${floor + 8}" rx="${wide ? 330 : 260}" ry="${wide ? 30 : 24}" fill="${ink}" opacity="0.85" filter="url(#shadow)"/>
    <g filter="url(#blur-mid)">
      ${polygon(
        [
          [far[0], far[1] - 12],
          [w + 40, far[1] - (wide ? 120 : 110)],
          [w + 40, far[1] - (wide ? 92 : 86)],
          [far[0], far[1] + 12],
        ],
        'fill="url(#steel)"',
      )}
    </g>
    ${plates}
    <g>
      ${polygon(
        [
          [sleeveEnd[0], sleeveEnd[1] - 30],
          [near[0], near[1] - 32],
          [near[0], near[1] + 32],
          [sleeveEnd[0], sleeveEnd[1] + 30],
        ],
        'fill="url(#steel)"',
      )}
      <ellipse cx="${sleeveEnd[0]}" cy="${sleeveEnd[1]}" rx="13" ry="30" fill="#9ca3af"/>
      <ellipse cx="${sleeveEnd[0]}" cy="${sleeveEnd[1]}" rx="7" ry="17" fill="#4b5563"/>
      ${polygon(
        [
          [near[0] - 46, near[1] - 38],
          [near[0] - 14, near[1] - 40],
          [near[0] - 14, near[1] + 40],
          [near[0] - 46, near[1] + 38],
        ],
        `fill="${orange}"`,
      )}
      <ellipse cx="${near[0] - 46}" cy="${near[1]}" rx="12" ry="38" fill="${orangeLight}"/>
    </g>
    ${finish(w, h, 0.3)}`;
}

const scenes: Record<HeroScene, (layout: ArtLayout) => string> = {
  track,
  agility,
  field,
  strength,
};

/** One scene in one layout, as a standalone SVG document at `artSize[layout]`. */
export function heroArtSvg(scene: HeroScene, layout: ArtLayout): string {
  const { width, height } = artSize[layout];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${scenes[scene](layout)}</svg>`;
}

export const heroScenes = Object.keys(scenes) as HeroScene[];
