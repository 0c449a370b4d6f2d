/**
 * The demo guides' portraits: flat illustrations drawn here as SVG, so every guide card shows a face of its own. The
 * seeding renders them to PNG and stores them like an uploaded photo.
 */

interface Face {
  background: string;
  backdrop: string;
  clothes: string;
  collar: string;
  skin: string;
  cheeks: string;
  /** Hair drawn behind the head and shoulders (long hair, a bun). */
  hairBack: string;
  /** Hair and beard drawn over the face. */
  hairFront: string;
  extras?: string;
}

function portrait({ background, backdrop, clothes, collar, skin, cheeks, hairBack, hairFront, extras = '' }: Face): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="${background}"/>
  <circle cx="420" cy="96" r="150" fill="${backdrop}" opacity="0.55"/>
  <circle cx="70" cy="470" r="120" fill="${backdrop}" opacity="0.35"/>
  ${hairBack}
  <path d="M96 512 C104 402 168 360 256 360 C344 360 408 402 416 512 Z" fill="${clothes}"/>
  <path d="M214 362 L256 420 L298 362 Z" fill="${collar}"/>
  <rect x="226" y="300" width="60" height="76" rx="26" fill="${skin}"/>
  <ellipse cx="256" cy="226" rx="94" ry="108" fill="${skin}"/>
  <ellipse cx="162" cy="236" rx="16" ry="24" fill="${skin}"/>
  <ellipse cx="350" cy="236" rx="16" ry="24" fill="${skin}"/>
  <circle cx="222" cy="236" r="9" fill="#2b2118"/>
  <circle cx="290" cy="236" r="9" fill="#2b2118"/>
  <ellipse cx="206" cy="270" rx="18" ry="10" fill="${cheeks}" opacity="0.5"/>
  <ellipse cx="306" cy="270" rx="18" ry="10" fill="${cheeks}" opacity="0.5"/>
  <path d="M226 286 Q256 310 286 286" stroke="#6b2f2a" stroke-width="7" fill="none" stroke-linecap="round"/>
  ${hairFront}
  ${extras}
</svg>`;
}

export const DEMO_GUIDE_PORTRAITS = {
  // Sanne: long fair hair, a green outdoor jacket, on dune blue.
  sanne: portrait({
    background: '#cfe8ef',
    backdrop: '#9fd0dc',
    clothes: '#3f7d58',
    collar: '#f3efe6',
    skin: '#f4d3b8',
    cheeks: '#e89a8a',
    hairBack: '<path d="M150 220 C140 120 210 92 256 92 C318 92 376 126 366 230 L380 420 L132 420 Z" fill="#e2b865"/>',
    hairFront: '<path d="M160 200 C170 120 230 104 262 106 C318 108 356 150 352 206 C320 168 268 150 214 158 C192 170 174 186 160 200 Z" fill="#e9c57a"/>',
  }),
  // Bram: short dark hair, a beard and a chef's navy shirt, on a warm orange.
  bram: portrait({
    background: '#f6d7b8',
    backdrop: '#eeb07a',
    clothes: '#24395c',
    collar: '#ffffff',
    skin: '#e0ac85',
    cheeks: '#c8735f',
    hairBack: '',
    hairFront:
      '<path d="M164 196 C160 124 214 100 258 100 C312 100 354 128 348 196 C330 160 296 146 256 146 C214 146 184 160 164 196 Z" fill="#3a2a20"/>' +
      '<path d="M166 240 C170 318 212 338 256 338 C300 338 342 318 346 240 C334 280 312 300 290 304 C278 292 234 292 222 304 C198 300 178 280 166 240 Z" fill="#4a3426"/>',
    extras: '<path d="M226 286 Q256 306 286 286" stroke="#f3e1d4" stroke-width="6" fill="none" stroke-linecap="round"/>',
  }),
  // Anouk: dark curls tied up, a sunny yellow top, on lavender.
  anouk: portrait({
    background: '#e2dbf3',
    backdrop: '#bfb1e6',
    clothes: '#f2c230',
    collar: '#fff6d6',
    skin: '#a8704c',
    cheeks: '#7c3f2d',
    hairBack: '<circle cx="256" cy="84" r="46" fill="#2a1b14"/>',
    hairFront:
      '<path d="M158 214 C150 130 206 104 256 104 C306 104 362 130 354 214 C340 176 304 150 256 150 C208 150 172 176 158 214 Z" fill="#2a1b14"/>' +
      '<circle cx="168" cy="190" r="22" fill="#2a1b14"/><circle cx="344" cy="190" r="22" fill="#2a1b14"/>' +
      '<circle cx="200" cy="136" r="24" fill="#2a1b14"/><circle cx="312" cy="136" r="24" fill="#2a1b14"/>',
  }),
} as const;
