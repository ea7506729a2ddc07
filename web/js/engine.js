// The WebAssembly engine's side in the page (static mode): calls go to Web Workers
// (engine-worker.js) that run nono's API routes compiled to WebAssembly, so a long solve never
// blocks the page. Two workers, as `nono serve` keeps solves apart from quick requests: one
// solves and classifies, the other answers the rest (parse, check as you draw, hint, convert,
// repair), so a puzzle being solved does not hold up the editor. Each worker answers its calls
// in turn. Stop (an aborted signal) ends the call's worker, since a busy one cannot be told
// anything, and starts a new one for the calls that were still waiting there.
// Screenshots (POST /api/scan) go to a third worker, started at the first one, that loads the
// screenshot module (nono-scan.wasm, with OpenCV: kept out of the first visit). The build
// marks a page that has it with <meta name="nono-scan">; there GET /api/info says "scan":
// true, else the engine's answer stands ("scan": false; /api/scan answers 501).
const SOLVE_LANE = new Set(['/api/solve', '/api/classify']);
const hasScan = document.querySelector('meta[name="nono-scan"]') !== null;
const lanes = new Map();  // 'solve' | 'work' | 'scan' -> { worker, pending: Map(id -> call) }
let nextId = 1;

const laneName = (path) => (SOLVE_LANE.has(path) ? 'solve' : path === '/api/scan' && hasScan ? 'scan' : 'work');

function post(lane, id, { path, body }) {
  lane.worker.postMessage({ id, path, body: body === undefined ? null : JSON.stringify(body) });
}

function start(lane) {
  lane.worker = new Worker(new URL('./engine-worker.js', import.meta.url), { name: lane.name });
  lane.worker.onmessage = ({ data }) => {
    const call = lane.pending.get(data.id);
    if (!call) return;
    lane.pending.delete(data.id);
    let parsed = null;
    try { parsed = JSON.parse(data.text); } catch (_) { /* not JSON: the status says what */ }
    if (call.path === '/api/info' && hasScan && parsed) parsed.scan = true;
    call.resolve({ status: data.status, data: parsed });
  };
  lane.worker.onerror = (event) => {  // the engine failed to load or crashed: its waiting calls fail
    event.preventDefault();
    const what = lane.name === 'scan' ? 'the screenshot reader' : 'the WebAssembly engine';
    const error = Object.assign(new Error(`${what} failed: ${event.message || 'it could not be loaded'}`), { status: 0 });
    for (const call of lane.pending.values()) call.reject(error);
    lane.pending.clear();
    lane.worker.terminate();
    lane.worker = null;
  };
}

function restart(lane) {
  lane.worker.terminate();
  start(lane);
  for (const [id, call] of lane.pending) post(lane, id, call);
}

export function workerCall(path, body, signal) {
  return new Promise((resolve, reject) => {
    if (signal && signal.aborted) { reject(new DOMException('stopped', 'AbortError')); return; }
    const name = laneName(path);
    if (!lanes.has(name)) lanes.set(name, { name, worker: null, pending: new Map() });
    const lane = lanes.get(name);
    if (!lane.worker) start(lane);
    const id = nextId++;
    const call = { path, body, resolve, reject };
    lane.pending.set(id, call);
    post(lane, id, call);
    if (signal) signal.addEventListener('abort', () => {
      if (!lane.pending.delete(id)) return;
      reject(new DOMException('stopped', 'AbortError'));
      restart(lane);
    }, { once: true });
  });
}
