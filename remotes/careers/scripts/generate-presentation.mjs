// Generates the careers video presentation (src/assets/careers-presentation.webm), its poster
// (careers-presentation.webp) and its Italian captions (careers-presentation.vtt): four title cards with cross-fades, silent VP9.
// The captions carry the same words as the cards, so the video says nothing a reader would miss.
// Needs sharp (an npm development dependency) and ffmpeg (Debian's package); the site only serves
// the files. Run: node remotes/careers/scripts/generate-presentation.mjs
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { crossfadeVideo } from '../../../tools/media/crossfade-video.mjs';

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

const webm = await crossfadeVideo({
  svgs: CARDS.map(cardSvg),
  secondsPerFrame: SECONDS,
  fade: FADE,
  fps: 12,
  crf: 50,
});
await writeFile(path.join(assets, 'careers-presentation.webm'), webm);
await sharp(Buffer.from(cardSvg(CARDS[0])))
  .webp({ quality: 70 })
  .toFile(path.join(assets, 'careers-presentation.webp'));
const cues = CARDS.map((card, index) => {
  const start = index * (SECONDS - FADE);
  const end = index === CARDS.length - 1 ? start + SECONDS : start + SECONDS - FADE;
  return `${index + 1}\n${timestamp(start)} --> ${timestamp(end)}\n${card.title}. ${card.text.join(' ')}\n`;
});
await writeFile(path.join(assets, 'careers-presentation.vtt'), `WEBVTT\n\n${cues.join('\n')}`);
