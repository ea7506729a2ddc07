// Talking to nono's JSON API (docs/server.md). Every call resolves to the parsed JSON; an error
// answer rejects with an Error carrying the message, line and status. The transport is chosen
// once, at start: a page served by `nono serve` asks it over HTTP; the static build
// (scripts/build-web.sh marks its page with <meta name="nono-engine" content="wasm">) asks the
// WebAssembly engine in a Web Worker (engine.js), which answers the same JSON. An aborted
// `signal` (a Stop button) rejects the call with an AbortError and ends its work.
import { workerCall } from './engine.js';

export const transport = document.querySelector('meta[name="nono-engine"]')?.content === 'wasm' ? 'wasm' : 'http';

async function httpCall(path, body, signal) {
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
    throw Object.assign(new Error('the nono server cannot be reached: is `nono serve` still running?'), { status: 0 });
  }
  let data = null;
  try { data = await response.json(); } catch (_) { /* not JSON: handled below */ }
  return { status: response.status, data };
}

export async function api(path, body, { signal } = {}) {
  const { status, data } = transport === 'wasm' ? await workerCall(path, body, signal) : await httpCall(path, body, signal);
  if (status < 200 || status > 299) {
    const message = data && data.error ? data.error : `HTTP ${status}`;
    throw Object.assign(new Error(message), { status, line: data ? data.line : null });
  }
  return data;
}
