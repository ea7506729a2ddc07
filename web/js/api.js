// Talking to nono's JSON API (docs/server.md). Every call resolves to the parsed JSON; an error
// answer rejects with an Error carrying the message, line and status. The transport is chosen
// once, at start: a page served by `nono serve` asks it over HTTP; the static build
// (scripts/build-web.sh marks its page with <meta name="nono-engine" content="wasm">) asks the
// WebAssembly engine in a Web Worker (engine.js), which answers the same JSON. An aborted
// `signal` (a Stop button) rejects the call with an AbortError and ends its work.
import { workerCall } from './engine.js';

export const transport = document.querySelector('meta[name="nono-engine"]')?.content === 'wasm' ? 'wasm' : 'http';

const unreachable = () =>
  Object.assign(new Error('the nono server cannot be reached: is `nono serve` still running?'), { status: 0 });

function answerError(status, data) {
  const message = data && data.error ? data.error : `HTTP ${status}`;
  return Object.assign(new Error(message), { status, line: data ? data.line : null });
}

// The HTTP response of a successful call; an error answer rejects.
async function httpPost(path, body, signal) {
  const options = body === undefined ? { signal } : {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  };
  let response;
  try {
    response = await fetch(path, options);
  } catch (error) {
    if (error.name === 'AbortError') throw error;
    throw unreachable();
  }
  if (response.ok) return response;
  let data = null;
  try { data = await response.json(); } catch (_) { /* not JSON: handled below */ }
  throw answerError(response.status, data);
}

export async function api(path, body, { signal } = {}) {
  if (transport === 'wasm') {
    const { status, data } = await workerCall(path, body, signal);
    if (status < 200 || status > 299) throw answerError(status, data);
    return data;
  }
  const response = await httpPost(path, body, signal);
  try {
    return await response.json();
  } catch (_) {
    throw Object.assign(new Error(`HTTP ${response.status}: the answer is not JSON`), { status: response.status });
  }
}

// A streamed answer, one JSON object a line (POST /api/solve with "stream": true): `take` gets
// the objects of each chunk as they arrive, and returning false from it stops reading (the
// server then stops the work). An {"type": "error"} line rejects like an error answer. The
// WebAssembly engine answers the whole solve at once, handed to `take` as the same objects.
export async function apiLines(path, body, take, { signal } = {}) {
  if (transport === 'wasm') return wholeAsLines(path, body, take, signal);
  const response = await httpPost(path, body, signal);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    let chunk;
    try {
      chunk = await reader.read();
    } catch (error) {
      if (error.name === 'AbortError') throw error;
      throw unreachable();
    }
    if (chunk.done) break;
    buffer += chunk.value;
    const lines = buffer.split('\n');
    buffer = lines.pop();
    const items = lines.filter((line) => line !== '').map((line) => JSON.parse(line));
    const failed = items.find((item) => item.type === 'error');
    if (failed) {
      reader.cancel();
      throw Object.assign(new Error(failed.error), { status: failed.status, line: null });
    }
    if (items.length && take(items) === false) {
      reader.cancel();
      return;
    }
  }
}

// The streamed answer's objects from a whole one: the trace's steps, then the result with the
// trace's step count where the steps were.
async function wholeAsLines(path, body, take, signal) {
  const { stream, ...whole } = body;
  const answer = await api(path, whole, { signal });
  const steps = answer.trace && Array.isArray(answer.trace.steps) ? answer.trace.steps : [];
  if (steps.length && take(steps) === false) return;
  const result = { type: 'result', ...answer };
  if (answer.trace) result.trace = { ...answer.trace, steps: steps.length };
  take([result]);
}

// GET /api/info, asked once for the page: the algorithms, line solvers and the format table.
let info = null;
export const serverInfo = () => (info ||= api('/api/info'));
