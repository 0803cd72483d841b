// Generates the careers video presentation (src/assets/careers-presentation.webm), its poster
// (careers-presentation.webp) and its Italian captions (careers-presentation.vtt): four title cards with cross-fades, silent VP9.
// The captions carry the same words as the cards, so the video says nothing a reader would miss.
// Needs sharp (an npm development dependency) and ffmpeg (Debian's package); the site only serves
// the files. Run: node remotes/careers/scripts/generate-presentation.mjs
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const assets = fileURLToPath(new URL('../src/assets/', import.meta.url));
const WIDTH = 960;
const HEIGHT = 540;
const SECONDS = 4;
const FADE = 0.6;

const CARDS = [
  {
    title: 'Lavora con noi',
    text: ['Ogni giorno migliaia di colleghi rendono', 'speciale la spesa dei nostri clienti.'],
    background: '#c4000d',
  },
  {
    title: 'Impara un mestiere',
    text: ['Panettieri, macellai, pescivendoli:', 'ti formano i nostri maestri.'],
    background: '#8f000a',
  },
  {
    title: 'Cresci con noi',
    text: ['Dal punto vendita alla sede:', 'formazione continua e contratti stabili.'],
    background: '#1d1d1f',
  },
  {
    title: 'Candidati oggi',
    text: ['Scegli una posizione aperta', 'o inviaci la tua candidatura spontanea.'],
    background: '#c4000d',
  },
];

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function cardSvg(card) {
  const lines = card.text
    .map(
      (line, index) =>
        `<text x="80" y="${330 + index * 52}" font-size="38" fill="#ffffff">${escape(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" font-family="DejaVu Sans, sans-serif">
    <rect width="100%" height="100%" fill="${card.background}"/>
    <circle cx="860" cy="90" r="46" fill="#ffffff"/><text x="860" y="110" font-size="56" font-weight="bold" fill="${card.background}" text-anchor="middle">i</text>
    <text x="80" y="240" font-size="72" font-weight="bold" fill="#ffffff">${escape(card.title)}</text>${lines}
  </svg>`;
}

function timestamp(seconds) {
  const whole = Math.floor(seconds);
  const millis = Math.round((seconds - whole) * 1000);
  return `00:00:${String(whole).padStart(2, '0')}.${String(millis).padStart(3, '0')}`;
}

const work = await mkdtemp(path.join(os.tmpdir(), 'iper-careers-video-'));
try {
  const inputs = [];
  for (const [index, card] of CARDS.entries()) {
    const png = path.join(work, `card-${index}.png`);
    await sharp(Buffer.from(cardSvg(card)))
      .png()
      .toFile(png);
    inputs.push('-loop', '1', '-t', String(SECONDS), '-i', png);
  }
  const filters = [];
  let last = '[0:v]';
  for (let index = 1; index < CARDS.length; index++) {
    filters.push(
      `${last}[${index}:v]xfade=transition=fade:duration=${FADE}:offset=${(index * (SECONDS - FADE)).toFixed(2)}[v${index}]`,
    );
    last = `[v${index}]`;
  }
  const output = path.join(work, 'video.webm');
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    ...inputs,
    '-filter_complex',
    `${filters.join(';')};${last}format=yuv420p[out]`,
    '-map',
    '[out]',
    '-r',
    '12',
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '50',
    '-deadline',
    'good',
    '-an',
    output,
  ]);
  await writeFile(path.join(assets, 'careers-presentation.webm'), await readFile(output));
  await sharp(Buffer.from(cardSvg(CARDS[0])))
    .webp({ quality: 70 })
    .toFile(path.join(assets, 'careers-presentation.webp'));
  const cues = CARDS.map((card, index) => {
    const start = index * (SECONDS - FADE);
    const end = index === CARDS.length - 1 ? start + SECONDS : start + SECONDS - FADE;
    return `${index + 1}\n${timestamp(start)} --> ${timestamp(end)}\n${card.title}. ${card.text.join(' ')}\n`;
  });
  await writeFile(path.join(assets, 'careers-presentation.vtt'), `WEBVTT\n\n${cues.join('\n')}`);
} finally {
  await rm(work, { recursive: true, force: true });
}
