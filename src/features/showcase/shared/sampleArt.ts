/**
 * Demo pictures drawn as SVG (a sky, a sun and two hills) so the image, media and carousel examples need no
 * external host and no binary files. Each index gives a different colour scheme.
 */
const SCHEMES = [
  ['#7367f0', '#9e95f5', '#ffd36e', '#4839eb', '#2d1fb8'],
  ['#00cfe8', '#7fe7f4', '#fff3b0', '#00a2b8', '#006b7a'],
  ['#28c76f', '#93e3b7', '#fff0a6', '#1f9d57', '#146c3b'],
  ['#ff9f43', '#ffcf9f', '#fff7d6', '#e07b1a', '#a35406'],
  ['#ea5455', '#f5a9aa', '#ffe0a3', '#c23435', '#861c1d'],
  ['#82868b', '#c4c6c8', '#f7f3c6', '#5e6165', '#3b3d40'],
] as const;

export const SAMPLE_ART_COUNT = SCHEMES.length;

export function sampleArt(index: number, width = 640, height = 400): string {
  const [sky, skyLight, sun, hill, hillDark] = SCHEMES[((index % SCHEMES.length) + SCHEMES.length) % SCHEMES.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 640 400">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${skyLight}"/></linearGradient></defs>
<rect width="640" height="400" fill="url(#s)"/>
<circle cx="${470 - (index % 3) * 120}" cy="120" r="54" fill="${sun}"/>
<path d="M0 300 Q160 190 320 290 T640 260 V400 H0Z" fill="${hill}"/>
<path d="M0 350 Q200 270 400 340 T640 330 V400 H0Z" fill="${hillDark}"/>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
