#!/usr/bin/env node
// One-off generator for the site's artwork: 4 hero scenes and 5 coach portraits.
// No stock photo can be downloaded where this project is built, so the images are drawn as SVG
// (athletic pictograms on brand gradients, illustrated avatars) and encoded to WebP with sharp.
// The output is committed under src/assets/images/; the build never runs this script.
//
//   node .tools/make-images.mjs        # rewrites src/assets/images/*.webp and prints their sizes
//
// Replace a file with a real photo of the same name and aspect ratio (16:9 heroes, square
// portraits) and the site picks it up; keep heroes under ~60 KB and portraits under ~15 KB.
import { mkdir, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const outDir = fileURLToPath(new URL('../src/assets/images/', import.meta.url));

const navy = '#0f2a4a';
const navyDark = '#0a1d33';
const navyLight = '#1e4976';
const orange = '#c2410c';
const orangeLight = '#fb923c';
const cream = '#fff7ed';

/** A pictogram athlete: thick round-capped limbs and a round head, from joint coordinates. */
function athlete({ head, neck, hip, arms, legs, color = cream, limb = 34, torso = 46 }) {
  const line = (points, width) =>
    `<polyline points="${points.map((p) => p.join(',')).join(' ')}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
  return [
    ...legs.map((leg) => line([hip, ...leg], limb)),
    line([neck, hip], torso),
    ...arms.map((arm) => line(arm, limb - 4)),
    `<circle cx="${head[0]}" cy="${head[1]}" r="40" fill="${color}"/>`,
  ].join('');
}

function speedLines(x, y, count, length, color, opacity = 0.5) {
  return Array.from({ length: count }, (_, i) => {
    const yy = y + i * 38;
    const len = length - (i % 2) * 90;
    return `<line x1="${x - len}" y1="${yy}" x2="${x}" y2="${yy}" stroke="${color}" stroke-width="10" stroke-linecap="round" opacity="${opacity}"/>`;
  }).join('');
}

const heroes = {
  'hero-sprint': `
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${navyDark}"/><stop offset="0.55" stop-color="${navyLight}"/><stop offset="1" stop-color="${orangeLight}"/>
      </linearGradient>
      <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
        <stop offset="0" stop-color="#fed7aa"/><stop offset="0.6" stop-color="${orangeLight}"/><stop offset="1" stop-color="${orange}" stop-opacity="0"/>
      </radialGradient>
      <linearGradient id="track" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#9a3412"/><stop offset="1" stop-color="${orange}"/>
      </linearGradient>
    </defs>
    <rect width="1600" height="900" fill="url(#sky)"/>
    <circle cx="1060" cy="560" r="300" fill="url(#sun)"/>
    <path d="M0 620 L1600 600 L1600 900 L0 900 Z" fill="url(#track)"/>
    ${[0, 1, 2, 3, 4, 5]
      .map(
        (i) =>
          `<path d="M${800 - 60 * i - 40} 610 L${-400 - 520 * i} 900" stroke="${cream}" stroke-width="6" opacity="0.55"/><path d="M${800 + 60 * i + 40} 610 L${2000 + 520 * i} 900" stroke="${cream}" stroke-width="6" opacity="0.55"/>`,
      )
      .join('')}
    <g transform="translate(160 0)">
    <ellipse cx="790" cy="760" rx="200" ry="22" fill="${navyDark}" opacity="0.35"/>
    ${speedLines(620, 330, 6, 360, cream, 0.45)}
    <g transform="translate(0 80)">
    ${athlete({
      head: [880, 220],
      neck: [850, 280],
      hip: [765, 450],
      arms: [
        [
          [845, 295],
          [905, 365],
          [960, 310],
        ],
        [
          [845, 295],
          [770, 345],
          [730, 420],
        ],
      ],
      legs: [
        [
          [880, 455],
          [870, 585],
        ],
        [
          [705, 560],
          [610, 620],
        ],
      ],
      color: navyDark,
    })}
    </g>
    </g>`,

  'hero-agility': `
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${navy}"/><stop offset="1" stop-color="${navyLight}"/>
      </linearGradient>
      <linearGradient id="turf" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#166534"/><stop offset="1" stop-color="#14532d"/>
      </linearGradient>
    </defs>
    <rect width="1600" height="900" fill="url(#sky)"/>
    ${[
      [260, 160, 110],
      [1380, 240, 180],
    ]
      .map(
        ([x, y, r]) =>
          `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${orangeLight}" stroke-width="14" opacity="0.35"/>`,
      )
      .join('')}
    <path d="M0 560 Q800 500 1600 560 L1600 900 L0 900 Z" fill="url(#turf)"/>
    <g transform="translate(160 0)">
    ${[0, 1, 2, 3, 4, 5, 6]
      .map((i) => {
        const y = 620 + i * 40;
        const half = 120 + i * 30;
        return `<line x1="${800 - half}" y1="${y}" x2="${800 + half}" y2="${y}" stroke="#facc15" stroke-width="8" opacity="0.85"/>`;
      })
      .join('')}
    <path d="M680 620 L440 900 M920 620 L1160 900" stroke="#facc15" stroke-width="8" opacity="0.85"/>
    ${[
      [260, 700, 1],
      [420, 620, 0.8],
      [1180, 620, 0.8],
      [1340, 700, 1],
    ]
      .map(
        ([x, y, s]) =>
          `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-40 60 L0 -50 L40 60 Z" fill="${orangeLight}"/><rect x="-55" y="55" width="110" height="16" rx="6" fill="${orange}"/><path d="M-22 10 L22 10 L28 28 L-28 28 Z" fill="${cream}" opacity="0.9"/></g>`,
      )
      .join('')}
    <ellipse cx="800" cy="745" rx="210" ry="20" fill="#052e16" opacity="0.5"/>
    <g transform="translate(0 10)">
    ${athlete({
      head: [820, 280],
      neck: [810, 335],
      hip: [790, 495],
      arms: [
        [
          [808, 350],
          [720, 410],
          [660, 380],
        ],
        [
          [808, 350],
          [890, 405],
          [950, 450],
        ],
      ],
      legs: [
        [
          [690, 590],
          [610, 720],
        ],
        [
          [890, 600],
          [975, 725],
        ],
      ],
    })}
    </g>
    <path d="M540 470 q-60 40 -120 20 M560 540 q-70 40 -150 30" stroke="${cream}" stroke-width="10" fill="none" stroke-linecap="round" opacity="0.5"/>
    </g>`,

  'hero-strength': `
    <defs>
      <linearGradient id="wall" x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stop-color="${orange}"/><stop offset="0.5" stop-color="#9a3412"/><stop offset="1" stop-color="${navyDark}"/>
      </linearGradient>
    </defs>
    <rect width="1600" height="900" fill="url(#wall)"/>
    ${[0, 1, 2, 3, 4, 5, 6, 7]
      .map(
        (i) =>
          `<rect x="${-200 + i * 260}" y="-100" width="90" height="1200" fill="${cream}" opacity="0.05" transform="rotate(18 800 450)"/>`,
      )
      .join('')}
    <rect x="0" y="740" width="1600" height="160" fill="${navyDark}"/>
    <rect x="0" y="740" width="1600" height="8" fill="${orangeLight}" opacity="0.6"/>
    <g transform="translate(160 0)">
    <ellipse cx="800" cy="760" rx="230" ry="18" fill="#000" opacity="0.35"/>
    <rect x="520" y="168" width="560" height="18" rx="9" fill="${navyDark}"/>
    ${[
      [528, 1],
      [1052, 1],
    ]
      .map(
        ([x]) =>
          `<rect x="${x - 22}" y="98" width="44" height="158" rx="10" fill="${navyDark}"/><rect x="${x < 800 ? x - 52 : x + 22}" y="118" width="30" height="118" rx="8" fill="${navyLight}"/>`,
      )
      .join('')}
    ${athlete({
      head: [800, 300],
      neck: [800, 352],
      hip: [800, 540],
      arms: [
        [
          [798, 365],
          [705, 290],
          [700, 180],
        ],
        [
          [802, 365],
          [895, 290],
          [900, 180],
        ],
      ],
      legs: [
        [
          [715, 640],
          [705, 745],
        ],
        [
          [885, 640],
          [895, 745],
        ],
      ],
    })}
    </g>`,

  'hero-jump': `
    <defs>
      <linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${navyDark}"/><stop offset="0.7" stop-color="${navy}"/><stop offset="1" stop-color="${navyLight}"/>
      </linearGradient>
      <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
        <stop offset="0" stop-color="#fef3c7" stop-opacity="0.9"/><stop offset="1" stop-color="#fef3c7" stop-opacity="0"/>
      </radialGradient>
    </defs>
    <rect width="1600" height="900" fill="url(#dusk)"/>
    ${[
      [220, 150],
      [1380, 150],
    ]
      .map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="170" fill="url(#glow)"/><rect x="${x - 70}" y="${y - 40}" width="140" height="70" rx="10" fill="#fef9c3"/><rect x="${x - 6}" y="${y + 30}" width="12" height="560" fill="${navyDark}"/><path d="M${x} ${y + 30} L${x < 800 ? x + 520 : x - 520} 760" stroke="#fef3c7" stroke-width="60" opacity="0.05"/>`,
      )
      .join('')}
    <rect x="0" y="760" width="1600" height="140" fill="#14532d"/>
    <rect x="0" y="760" width="1600" height="6" fill="${cream}" opacity="0.7"/>
    <g transform="translate(160 0)">
    <ellipse cx="790" cy="790" rx="160" ry="16" fill="#052e16" opacity="0.6"/>
    <circle cx="885" cy="120" r="46" fill="${orangeLight}"/>
    <path d="M839 120 h92 M885 74 v92 M852 88 q33 32 0 64 M918 88 q-33 32 0 64" stroke="${orange}" stroke-width="6" fill="none"/>
    ${athlete({
      head: [805, 255],
      neck: [800, 305],
      hip: [785, 475],
      arms: [
        [
          [802, 320],
          [835, 240],
          [860, 165],
        ],
        [
          [798, 320],
          [735, 375],
          [700, 430],
        ],
      ],
      legs: [
        [
          [865, 560],
          [815, 655],
        ],
        [
          [750, 590],
          [715, 690],
        ],
      ],
    })}
    ${speedLines(760, 690, 3, 120, cream, 0.35)}
    </g>`,
};

/** Illustrated head-and-shoulders avatars; each coach gets a skin tone, hair style and colours. */
const portraits = {
  'coach-marcus': {
    bg: navyLight,
    skin: '#8d5524',
    hair: 'short',
    hairColor: '#1f1309',
    shirt: orange,
  },
  'coach-dana': {
    bg: orange,
    skin: '#f1c27d',
    hair: 'ponytail',
    hairColor: '#6b3e1f',
    shirt: navy,
  },
  'coach-luis': {
    bg: '#166534',
    skin: '#c68642',
    hair: 'cap',
    hairColor: navyDark,
    shirt: navyLight,
  },
  'coach-keisha': {
    bg: navy,
    skin: '#5c3317',
    hair: 'curly',
    hairColor: '#140a04',
    shirt: orangeLight,
  },
  'coach-tyler': {
    bg: '#9a3412',
    skin: '#e0ac69',
    hair: 'swoop',
    hairColor: '#111111',
    shirt: '#166534',
  },
};

function portraitSvg({ bg, skin, hair, hairColor, shirt }) {
  const hairShapes = {
    short: `<path d="M110 128 q50 -60 100 0 q2 -40 -50 -48 q-52 8 -50 48z" fill="${hairColor}"/>`,
    ponytail: `<path d="M106 136 q54 -74 108 0 q0 -52 -54 -56 q-54 4 -54 56z" fill="${hairColor}"/><path d="M206 110 q40 10 30 90 q-10 -30 -34 -50z" fill="${hairColor}"/>`,
    cap: `<path d="M104 128 q56 -70 112 0 z" fill="${hairColor}"/><path d="M200 124 h44 q4 10 -8 12 h-40z" fill="${hairColor}"/><circle cx="160" cy="86" r="6" fill="${orangeLight}"/>`,
    curly: Array.from({ length: 9 }, (_, i) => {
      const a = Math.PI + (i / 8) * Math.PI;
      return `<circle cx="${160 + Math.cos(a) * 58}" cy="${138 + Math.sin(a) * 62}" r="26" fill="${hairColor}"/>`;
    }).join(''),
    swoop: `<path d="M106 134 q10 -66 70 -58 q44 6 40 50 q-40 -30 -110 8z" fill="${hairColor}"/>`,
  };
  return `
    <rect width="320" height="320" fill="${bg}"/>
    <circle cx="160" cy="160" r="150" fill="${cream}" opacity="0.08"/>
    <path d="M40 320 q0 -96 120 -104 q120 8 120 104z" fill="${shirt}"/>
    <path d="M136 214 h48 v22 q-24 18 -48 0z" fill="${skin}"/>
    <path d="M126 226 q34 60 68 0" stroke="${cream}" stroke-width="5" fill="none" opacity="0.85"/>
    <circle cx="160" cy="262" r="9" fill="${cream}" opacity="0.9"/>
    <ellipse cx="104" cy="150" rx="12" ry="18" fill="${skin}"/>
    <ellipse cx="216" cy="150" rx="12" ry="18" fill="${skin}"/>
    <ellipse cx="160" cy="148" rx="56" ry="66" fill="${skin}"/>
    <circle cx="140" cy="150" r="6" fill="#0b0b0b"/>
    <circle cx="180" cy="150" r="6" fill="#0b0b0b"/>
    <circle cx="142" cy="148" r="2" fill="#ffffff"/>
    <circle cx="182" cy="148" r="2" fill="#ffffff"/>
    <path d="M142 178 q18 14 36 0" stroke="#0b0b0b" stroke-width="5" fill="none" stroke-linecap="round"/>
    ${hairShapes[hair]}`;
}

async function write(name, svg, width, height, outWidths, quality) {
  const source = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${svg}</svg>`,
  );
  for (const w of outWidths) {
    const file = `${outDir}${name}-${w}.webp`;
    await sharp(source, { density: 72 * (w / width) })
      .resize(w)
      .webp({ quality, effort: 6, smartSubsample: true })
      .toFile(file);
    const { size } = await stat(file);
    console.log(`${file.slice(outDir.length)}\t${(size / 1024).toFixed(1)} KB`);
  }
}

await mkdir(outDir, { recursive: true });
for (const [name, svg] of Object.entries(heroes)) {
  await write(name, svg, 1600, 900, [960, 1600], 72);
}
for (const [name, spec] of Object.entries(portraits)) {
  await write(name, portraitSvg(spec), 320, 320, [320], 78);
}
