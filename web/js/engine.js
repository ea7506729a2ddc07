// The WebAssembly engine's side in the page (static mode): calls go to a Web Worker
// (engine-worker.js) that runs nono's API routes compiled to WebAssembly, so a long solve
// never blocks the page. The worker answers calls in turn; Stop (an aborted signal) ends the
// worker, since a busy one cannot be told anything, and starts a new one for the calls that
// were still waiting.
let worker = null;
let nextId = 1;
const pending = new Map();  // id -> { path, body, resolve, reject }

function post(id, { path, body }) {
  worker.postMessage({ id, path, body: body === undefined ? null : JSON.stringify(body) });
}

function start() {
  worker = new Worker(new URL('./engine-worker.js', import.meta.url));
  worker.onmessage = ({ data }) => {
    const call = pending.get(data.id);
    if (!call) return;
    pending.delete(data.id);
    let parsed = null;
    try { parsed = JSON.parse(data.text); } catch (_) { /* not JSON: the status says what */ }
    call.resolve({ status: data.status, data: parsed });
  };
  worker.onerror = (event) => {  // the engine failed to load or crashed: every waiting call fails
    event.preventDefault();
    const error = Object.assign(new Error(`the WebAssembly engine failed: ${event.message || 'it could not be loaded'}`), { status: 0 });
    for (const call of pending.values()) call.reject(error);
    pending.clear();
    worker.terminate();
    worker = null;
  };
}

function restart() {
  worker.terminate();
  start();
  for (const [id, call] of pending) post(id, call);
}

export function workerCall(path, body, signal) {
  return new Promise((resolve, reject) => {
    if (signal && signal.aborted) { reject(new DOMException('stopped', 'AbortError')); return; }
    if (!worker) start();
    const id = nextId++;
    const call = { path, body, resolve, reject };
    pending.set(id, call);
    post(id, call);
    if (signal) signal.addEventListener('abort', () => {
      if (!pending.delete(id)) return;
      reject(new DOMException('stopped', 'AbortError'));
      restart();
    }, { once: true });
  });
}
