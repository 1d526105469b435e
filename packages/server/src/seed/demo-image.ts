/** Background colours of the demo images; each passes AA contrast with white text. */
const COLOURS = ['#1d4ed8', '#047857', '#b45309', '#7c3aed', '#be123c', '#0f766e', '#4338ca'];

/**
 * A demo image as an SVG data URL: a coloured rectangle with a short label. The demo board then
 * shows images on a machine without internet access, and the seed stays deterministic.
 */
export function demoImage(seed: number, width: number, height: number, label: string): string {
  const colour = COLOURS[seed % COLOURS.length];
  const text = label
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')
    .replace(/[^A-Z0-9]/g, '');
  const size = Math.round(Math.min(width, height) / 3);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${colour}"/><text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${size}" fill="#ffffff">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * The home page's search background: a dark blue field with a few soft circles, as an SVG data
 * URL (no internet needed). It has no parentheses or quotes, which an image setting refuses.
 */
export function demoHeroImage(): string {
  const circles = [
    [180, 120, 260, 0.07],
    [1380, 560, 340, 0.06],
    [1120, 90, 140, 0.08],
    [560, 640, 200, 0.05],
  ]
    .map(
      ([x, y, r, o]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="${o}"/>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="700" viewBox="0 0 1600 700"><rect width="1600" height="700" fill="#1e3a8a"/>${circles}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * The demo board's logo: a word mark on the primary colour, as an SVG data URL (no internet
 * needed; no parentheses or quotes, which an image setting refuses).
 */
export function demoLogo(): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="168" height="40" viewBox="0 0 168 40"><rect width="168" height="40" rx="6" fill="#1d4ed8"/><text x="84" y="20" dy=".35em" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="20" fill="#ffffff">Jobboard</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
