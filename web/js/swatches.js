// The colour choosers of Draw and Play: one radio button per colour of a colour puzzle's
// palette (a swatch and its name), and keys 1-9 to choose; nothing for black and white.
import { colourValue } from './clues.js';

// Fills `group` with the palette's colours (the background is not painted with) and calls
// `chose(value)` (a cell value, clues.js colourValue) when one is chosen. Returns the value
// first chosen, or null when there is no palette.
export function showSwatches(group, palette, name, chose) {
  group.replaceChildren();
  if (!palette) return null;
  palette.slice(1).forEach((colour, i) => {
    const label = document.createElement('label');
    const radio = Object.assign(document.createElement('input'), { type: 'radio', name, value: String(i + 1), checked: i === 0 });
    const swatch = Object.assign(document.createElement('span'), { className: 'swatch' });
    swatch.style.background = colour.rgb;
    label.title = `${colour.name} (key ${i + 1})`;
    radio.addEventListener('change', () => chose(colourValue(i + 1)));
    label.append(radio, swatch, ` ${colour.name}`);
    group.append(label);
  });
  return colourValue(1);
}

// Keys 1-9 pick the n-th colour of `group`, if it has one; true when the key was used.
export function swatchKey(group, event) {
  if (!/^[1-9]$/.test(event.key)) return false;
  const radio = group.querySelector(`input[value="${event.key}"]`);
  if (!radio) return false;
  radio.checked = true;
  radio.dispatchEvent(new Event('change'));
  return true;
}
