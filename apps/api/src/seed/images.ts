/**
 * The demo pictures, drawn by the project as SVG and rendered with sharp: a portrait per doctor
 * and an illustration per blog post. No text is drawn, so nothing depends on installed fonts.
 */
import sharp from 'sharp';

export interface PortraitStyle {
  skin: string;
  hair: 'short' | 'long' | 'bun' | 'short-long' | 'turban' | 'covered';
  /** The hair's colour, or the turban's or head covering's. */
  hairColour: string;
  attire: 'coat' | 'cardigan';
  accent: string;
  glasses?: boolean;
  beard?: boolean;
}

export type IllustrationTheme = 'waves' | 'night' | 'kite' | 'sprout' | 'sunrise' | 'care';

function channel(hex: string, index: number): number {
  return Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
}

/** Mixes a #rrggbb colour with white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const weight = Math.abs(amount);
  const parts = [0, 1, 2].map((index) => {
    const value = Math.round(channel(hex, index) + (target - channel(hex, index)) * weight);
    return value.toString(16).padStart(2, '0');
  });
  return `#${parts.join('')}`;
}

const HAIR_BEHIND: Partial<Record<PortraitStyle['hair'], string>> = {
  long: 'M160 232 C 156 124 356 124 352 232 L 364 384 C 322 404 190 404 148 384 Z',
  'short-long': 'M162 232 C 158 126 354 126 350 232 L 356 326 C 320 342 192 342 156 326 Z',
  bun: 'M256 92 a 36 36 0 1 0 0.1 0 Z',
  covered: 'M154 252 C 146 112 366 112 358 252 L 376 404 C 324 426 188 426 136 404 Z',
};

const HAIR_FRONT: Record<PortraitStyle['hair'], string> = {
  short:
    'M178 222 C 168 142 222 116 262 118 C 312 120 344 150 336 222 C 322 182 292 166 256 168 C 220 168 190 186 178 222 Z',
  long: 'M176 226 C 170 146 224 122 256 122 C 292 122 344 146 336 226 C 318 186 290 162 258 160 C 232 166 196 184 176 226 Z',
  'short-long':
    'M176 226 C 170 146 224 122 256 122 C 292 122 344 146 336 226 C 318 186 290 162 258 160 C 232 166 196 184 176 226 Z',
  bun: 'M178 222 C 172 150 222 126 256 126 C 292 126 342 150 334 222 C 314 184 290 168 256 166 C 222 168 196 186 178 222 Z',
  turban:
    'M168 218 C 150 96 362 96 344 218 C 320 188 290 178 256 178 C 222 178 192 188 168 218 Z M184 176 C 220 150 292 150 328 176 M176 200 C 220 168 292 168 336 200',
  covered:
    'M166 236 C 152 100 360 100 346 236 C 324 198 290 188 256 188 C 222 188 188 198 166 236 Z',
};

export function drawDoctorPortrait(style: PortraitStyle): string {
  const coat = style.attire === 'coat';
  const body = coat ? '#F4F7F8' : shade(style.accent, -0.15);
  const shirt = coat ? shade(style.accent, 0.35) : '#F1EEE8';
  const beardColour = ['turban', 'covered'].includes(style.hair) ? '#221B17' : style.hairColour;
  const behind = HAIR_BEHIND[style.hair];
  const ears = `<ellipse cx="178" cy="244" rx="14" ry="22" fill="${shade(style.skin, -0.06)}"/>
  <ellipse cx="334" cy="244" rx="14" ry="22" fill="${shade(style.skin, -0.06)}"/>`;
  const lapels = coat
    ? `<path d="M200 380 L256 476 L230 370 Z M312 380 L256 476 L282 370 Z" fill="#DDE5E9"/>
       <path d="M222 380 Q 204 442 246 456 M290 380 Q 308 442 266 456" stroke="#4A5560" stroke-width="6" fill="none" stroke-linecap="round"/>
       <circle cx="256" cy="462" r="11" fill="#6B7780"/>`
    : `<path d="M214 376 L256 470 L298 376" stroke="${shade(style.accent, -0.35)}" stroke-width="6" fill="none"/>`;
  const glasses = style.glasses
    ? `<g stroke="#333" stroke-width="4" fill="none"><circle cx="226" cy="238" r="20"/><circle cx="286" cy="238" r="20"/><path d="M246 236 Q 256 230 266 236"/></g>`
    : '';
  const beard = style.beard
    ? `<path d="M184 246 C 188 318 228 334 256 336 C 284 334 324 318 328 246 C 312 290 290 302 256 302 C 222 302 200 290 184 246 Z" fill="${beardColour}"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${shade(style.accent, 0.82)}"/>
      <stop offset="1" stop-color="${shade(style.accent, 0.6)}"/>
    </linearGradient>
  </defs>
  <rect width="512" height="512" fill="url(#bg)"/>
  <circle cx="430" cy="86" r="120" fill="${shade(style.accent, 0.5)}" opacity="0.45"/>
  <circle cx="60" cy="470" r="90" fill="${shade(style.accent, 0.4)}" opacity="0.3"/>
  ${behind ? `<path d="${behind}" fill="${style.hairColour}"/>` : ''}
  <path d="M72 512 C 80 404 150 372 256 366 C 362 372 432 404 440 512 Z" fill="${body}"/>
  <rect x="226" y="296" width="60" height="86" rx="22" fill="${shade(style.skin, -0.1)}"/>
  <path d="M214 372 L256 444 L298 372 Z" fill="${shirt}"/>
  ${lapels}
  ${style.hair === 'covered' ? '' : ears}
  <ellipse cx="256" cy="232" rx="78" ry="94" fill="${style.skin}"/>
  ${beard}
  <path d="${HAIR_FRONT[style.hair]}" fill="${style.hairColour}" stroke="${shade(style.hairColour, -0.25)}" stroke-width="2"/>
  <path d="M208 214 Q 226 204 242 212 M270 212 Q 286 204 304 214" stroke="${shade(style.hairColour, -0.2)}" stroke-width="5" fill="none" stroke-linecap="round"/>
  <ellipse cx="226" cy="238" rx="7" ry="8" fill="#2A1E18"/>
  <ellipse cx="286" cy="238" rx="7" ry="8" fill="#2A1E18"/>
  <path d="M256 246 Q 248 270 260 272" stroke="${shade(style.skin, -0.25)}" stroke-width="4" fill="none" stroke-linecap="round"/>
  <path d="M234 288 Q 256 304 278 288" stroke="#7A3E2E" stroke-width="5" fill="none" stroke-linecap="round"/>
  ${glasses}
</svg>`;
}

const SCENES: Record<IllustrationTheme, { sky: [string, string]; body: string }> = {
  waves: {
    sky: ['#CFE8F3', '#F6FBFD'],
    body: `<circle cx="900" cy="190" r="90" fill="#F7C873"/>
      <path d="M0 430 C 150 380 300 480 450 430 S 750 380 900 430 S 1100 470 1200 430 V675 H0 Z" fill="#7FB7D1"/>
      <path d="M0 500 C 150 450 300 550 450 500 S 750 450 900 500 S 1100 540 1200 500 V675 H0 Z" fill="#4E93B5"/>
      <path d="M0 580 C 150 540 300 620 450 580 S 750 540 900 580 S 1100 610 1200 580 V675 H0 Z" fill="#2F6F8F"/>`,
  },
  night: {
    sky: ['#1E2A4A', '#3B4F7A'],
    body: `<mask id="crescent"><circle cx="880" cy="170" r="80" fill="#fff"/><circle cx="912" cy="150" r="78" fill="#000"/></mask>
      <circle cx="880" cy="170" r="80" fill="#F4E7C5" mask="url(#crescent)"/>
      ${[
        [150, 110],
        [320, 200],
        [470, 90],
        [620, 160],
        [1040, 260],
        [760, 80],
        [250, 300],
        [1100, 120],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4" fill="#FFFFFF" opacity="0.85"/>`)
        .join('')}
      <path d="M0 520 C 200 420 400 470 600 500 S 1000 430 1200 480 V675 H0 Z" fill="#2C3C63"/>
      <path d="M0 590 C 250 520 500 600 750 560 S 1050 560 1200 580 V675 H0 Z" fill="#1A2440"/>`,
  },
  kite: {
    sky: ['#BFE3F7', '#FFF7E8'],
    body: `<ellipse cx="260" cy="160" rx="110" ry="40" fill="#FFFFFF" opacity="0.9"/>
      <ellipse cx="960" cy="230" rx="140" ry="46" fill="#FFFFFF" opacity="0.8"/>
      <path d="M760 120 L860 220 L760 340 L660 220 Z" fill="#E07A3F"/>
      <path d="M760 120 L760 340 M660 220 L860 220" stroke="#B3541F" stroke-width="5"/>
      <path d="M760 340 C 720 420 640 420 600 500 S 520 600 470 560" stroke="#6B4E3D" stroke-width="4" fill="none"/>
      <path d="M0 560 C 300 480 600 520 900 540 S 1150 520 1200 530 V675 H0 Z" fill="#8CC084"/>
      <path d="M0 620 C 300 580 700 640 1200 600 V675 H0 Z" fill="#5E9F5A"/>`,
  },
  sprout: {
    sky: ['#FFF3DC', '#FDFBF5'],
    body: `<rect x="300" y="470" width="420" height="60" rx="10" fill="#2F6F8F"/>
      <rect x="330" y="410" width="380" height="60" rx="10" fill="#E07A3F"/>
      <rect x="310" y="350" width="400" height="60" rx="10" fill="#7A5BA6"/>
      <path d="M600 350 C 600 280 600 240 600 200" stroke="#4F8A3C" stroke-width="10" fill="none" stroke-linecap="round"/>
      <path d="M600 250 C 540 250 500 210 500 160 C 560 160 600 200 600 250 Z" fill="#6DB25A"/>
      <path d="M600 220 C 660 220 700 180 700 130 C 640 130 600 170 600 220 Z" fill="#8CCB72"/>
      <rect x="0" y="530" width="1200" height="145" fill="#E9DCC3"/>`,
  },
  sunrise: {
    sky: ['#FFD8A8', '#FFF4E6'],
    body: `<circle cx="600" cy="420" r="150" fill="#F6A04D"/>
      <path d="M0 440 C 200 380 400 400 600 440 S 1000 380 1200 420 V675 H0 Z" fill="#C9A27E"/>
      <path d="M0 520 C 250 470 450 520 700 500 S 1050 470 1200 500 V675 H0 Z" fill="#A67C5B"/>
      <path d="M560 675 C 580 600 620 560 600 500" stroke="#F3E3C9" stroke-width="40" fill="none" stroke-linecap="round"/>`,
  },
  care: {
    sky: ['#F6DDE6', '#FFF8FA'],
    body: `<circle cx="600" cy="330" r="190" fill="#F1B8C9" opacity="0.6"/>
      <path d="M440 400 C 440 260 600 200 700 260 C 620 250 520 300 520 420 Z" fill="#C4577A"/>
      <circle cx="640" cy="360" r="70" fill="#F7D9B6"/>
      <path d="M560 560 C 520 530 496 508 496 486 C 496 468 512 458 528 466 C 540 472 548 482 550 488 C 552 482 560 472 572 466 C 588 458 604 468 604 486 C 604 508 580 530 560 560 Z" fill="#C4577A" opacity="0.85"/>`,
  },
};

export function drawBlogIllustration(theme: IllustrationTheme): string {
  const scene = SCENES[theme];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" width="1200" height="675">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${scene.sky[0]}"/>
      <stop offset="1" stop-color="${scene.sky[1]}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="675" fill="url(#sky)"/>
  ${scene.body}
</svg>`;
}

/** Renders an SVG drawing to an opaque WebP of its own size. */
export function renderWebp(svg: string, quality = 82): Promise<Buffer> {
  return sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).webp({ quality }).toBuffer();
}
