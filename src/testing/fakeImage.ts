/**
 * Listing photos the fake serves itself (`GET /fake-images/<n>.svg`), so
 * Storybook, tests and demos show images with no network.
 */

/** How many different pictures exist; `n` wraps around. */
export const FAKE_IMAGE_COUNT = 24;

/** The path of picture `n`. */
export function fakeImagePath(n: number): string {
  return `/fake-images/${n}.svg`;
}

/** A small SVG drawing of a house; colours vary with `n`, the same `n` always gives the same picture. */
export function fakeImageSvg(n: number): string {
  const i = ((Math.trunc(n) % FAKE_IMAGE_COUNT) + FAKE_IMAGE_COUNT) % FAKE_IMAGE_COUNT;
  const sky = `hsl(${(i * 37) % 360} 60% 82%)`;
  const wall = `hsl(${(i * 53 + 20) % 360} 35% 70%)`;
  const roof = `hsl(${(i * 71 + 200) % 360} 30% 35%)`;
  const twoStorey = i % 3 === 0;
  const bodyTop = twoStorey ? 120 : 160;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img">
<title>Listing photo ${i + 1}</title>
<rect width="400" height="300" fill="${sky}"/>
<circle cx="${60 + ((i * 29) % 280)}" cy="55" r="24" fill="#fff7c2"/>
<rect y="240" width="400" height="60" fill="hsl(110 35% 45%)"/>
<rect x="110" y="${bodyTop}" width="180" height="${240 - bodyTop}" fill="${wall}"/>
<polygon points="95,${bodyTop} 200,${bodyTop - 70} 305,${bodyTop}" fill="${roof}"/>
<rect x="185" y="190" width="30" height="50" fill="${roof}"/>
<rect x="130" y="180" width="36" height="30" fill="#dff3ff" stroke="#fff" stroke-width="3"/>
<rect x="234" y="180" width="36" height="30" fill="#dff3ff" stroke="#fff" stroke-width="3"/>
${twoStorey ? '<rect x="182" y="132" width="36" height="30" fill="#dff3ff" stroke="#fff" stroke-width="3"/>' : ''}
</svg>`;
}
