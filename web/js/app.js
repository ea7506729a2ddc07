// The page's entry: the four views as tabs (Puzzle, Watch, Draw, Play) over one shared
// puzzle (state.js). Tabs follow the WAI-ARIA pattern: arrows move between them.
import { initEditor } from './editor.js';
import { initSolve } from './solve.js';
import { initWatch } from './watch.js';
import { initDraw } from './draw.js';
import { initPlay } from './play.js';
import { initKeep } from './keep.js';
import { initScan } from './scan.js';

const tabs = [...document.querySelectorAll('[role="tab"]')];

function select(tab) {
  for (const other of tabs) {
    const selected = other === tab;
    other.setAttribute('aria-selected', String(selected));
    other.tabIndex = selected ? 0 : -1;
    document.getElementById(other.getAttribute('aria-controls')).hidden = !selected;
  }
  // A board measures its box when drawn; a hidden view has none, so redraw on show.
  window.dispatchEvent(new Event('resize'));
}

tabs.forEach((tab, i) => {
  tab.addEventListener('click', () => select(tab));
  tab.addEventListener('keydown', (event) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    const next = tabs[(i + step + tabs.length) % tabs.length];
    next.focus();
    select(next);
  });
});

initSolve();
initEditor();
initWatch();
initDraw();
initPlay();
initKeep();
initScan();
select(tabs[0]);
document.body.dataset.ready = 'true';
