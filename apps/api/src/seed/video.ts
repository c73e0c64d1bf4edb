/**
 * The demo blog's video: a guided box-breathing exercise (in 4, hold 4, out 4, hold 4), a
 * circle that grows and shrinks with four dots counting the seconds. Drawn as SVG, rendered by
 * sharp to VP8 key frames and laid into WebM, so the project makes it without a video encoder.
 */
import sharp from 'sharp';
import { vp8FrameOfWebp, writeWebm } from './webm.js';

const WIDTH = 480;
const HEIGHT = 270;
const FPS = 8;
const PHASE_SECONDS = 4;
const CYCLES = 2;
const MIN_RADIUS = 34;
const MAX_RADIUS = 84;
const CENTRE_Y = 106;

const PHASES = [
  { label: 'Breathe in', from: 0, to: 1 },
  { label: 'Hold', from: 1, to: 1 },
  { label: 'Breathe out', from: 1, to: 0 },
  { label: 'Hold', from: 0, to: 0 },
] as const;

/** Smooth start and end of each breath. */
const ease = (t: number): number => 0.5 - Math.cos(Math.PI * t) / 2;

function frameSvg(radius: number, label: string, second: number): string {
  const dots = [0, 1, 2, 3]
    .map(
      (index) =>
        `<circle cx="${WIDTH / 2 - 30 + index * 20}" cy="${HEIGHT - 18}" r="6" fill="#2F6F8F" opacity="${index <= second ? 1 : 0.25}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <radialGradient id="glow"><stop offset="0" stop-color="#9FD3E6"/><stop offset="1" stop-color="#4E93B5"/></radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="#EEF6F9"/>
  <circle cx="${WIDTH / 2}" cy="${CENTRE_Y}" r="${MAX_RADIUS}" fill="none" stroke="#C7E1EC" stroke-width="3" stroke-dasharray="6 8"/>
  <circle cx="${WIDTH / 2}" cy="${CENTRE_Y}" r="${radius.toFixed(1)}" fill="url(#glow)"/>
  <text x="${WIDTH / 2}" y="${HEIGHT - 40}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="20" fill="#1F4E66">${label}</text>
  ${dots}
</svg>`;
}

/** The breathing exercise as a WebM file (about 32 seconds). */
export async function breathingVideo(): Promise<Buffer> {
  const rendered = new Map<string, Promise<Buffer>>();
  const frames: Promise<Buffer>[] = [];
  const perPhase = PHASE_SECONDS * FPS;
  for (let cycle = 0; cycle < CYCLES; cycle++) {
    for (const phase of PHASES) {
      for (let index = 0; index < perPhase; index++) {
        const progress = ease(index / (perPhase - 1));
        const size = phase.from + (phase.to - phase.from) * progress;
        const radius = MIN_RADIUS + (MAX_RADIUS - MIN_RADIUS) * size;
        const second = Math.floor(index / FPS);
        const svg = frameSvg(radius, phase.label, second);
        // Held breaths repeat the same picture: render each distinct frame once.
        let frame = rendered.get(svg);
        if (!frame) {
          frame = sharp(Buffer.from(svg))
            .removeAlpha()
            .webp({ quality: 70 })
            .toBuffer()
            .then(vp8FrameOfWebp);
          rendered.set(svg, frame);
        }
        frames.push(frame);
      }
    }
  }
  return writeWebm({
    width: WIDTH,
    height: HEIGHT,
    frameMs: 1000 / FPS,
    frames: await Promise.all(frames),
  });
}
