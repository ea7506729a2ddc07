// The picture of a grid as a PNG (drawn on a canvas) or an SVG (written as text), and saving
// a file from the browser: no server round trip is needed for either.
import { FILLED, EMPTY, UNKNOWN, valueColour } from './clues.js';

export function download(name, blob) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10000);
}

const cellSize = (width, height) => Math.max(2, Math.min(20, Math.floor(1000 / Math.max(width, height))));

// A cell's colour: black for FILLED, or (with a colour puzzle's palette) its colour's RGB;
// null for the background and cells not decided.
function cellColour(value, palette) {
  if (value === UNKNOWN || value === EMPTY) return null;
  if (!palette) return value === FILLED ? '#000000' : null;
  const entry = palette[valueColour(value)];
  return entry ? entry.rgb : null;
}

export function svgPicture(cells, width, height, palette = null) {
  const s = cellSize(width, height);
  if (palette) {  // one group per colour, on the palette's background
    const groups = new Map();
    for (let r = 0; r < height; r++)
      for (let c = 0; c < width; c++) {
        const fill = cellColour(cells[r * width + c], palette);
        if (fill) (groups.get(fill) || groups.set(fill, []).get(fill)).push(`<rect x="${c * s}" y="${r * s}" width="${s}" height="${s}"/>`);
      }
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width * s}" height="${height * s}" viewBox="0 0 ${width * s} ${height * s}">` +
      `<rect width="100%" height="100%" fill="${palette[0].rgb}"/>` +
      [...groups].map(([fill, rects]) => `<g fill="${fill}" shape-rendering="crispEdges">${rects.join('')}</g>`).join('') + '</svg>\n';
  }
  const rects = [];
  for (let r = 0; r < height; r++)
    for (let c = 0; c < width; c++)
      if (cells[r * width + c] === FILLED) rects.push(`<rect x="${c * s}" y="${r * s}" width="${s}" height="${s}"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width * s}" height="${height * s}" viewBox="0 0 ${width * s} ${height * s}">` +
    `<rect width="100%" height="100%" fill="#fff"/><g fill="#000" shape-rendering="crispEdges">${rects.join('')}</g></svg>\n`;
}

export function pngPicture(cells, width, height, palette = null) {
  const s = cellSize(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width * s;
  canvas.height = height * s;
  const g = canvas.getContext('2d');
  g.fillStyle = palette ? palette[0].rgb : '#fff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  for (let r = 0; r < height; r++)
    for (let c = 0; c < width; c++) {
      const fill = cellColour(cells[r * width + c], palette);
      if (fill) { g.fillStyle = fill; g.fillRect(c * s, r * s, s, s); }
    }
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}
