// Talking to the server's JSON API (docs/server.md). Every call resolves to the parsed JSON;
// an error answer rejects with an Error carrying the server's message, line and status.
const unreachable = () =>
  Object.assign(new Error('the nono server cannot be reached: is `nono serve` still running?'), { status: 0 });

async function post(path, body) {
  const options = body === undefined ? {} : {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  };
  let response;
  try {
    response = await fetch(path, options);
  } catch (error) {
    throw unreachable();
  }
  if (response.ok) return response;
  let data = null;
  try { data = await response.json(); } catch (_) { /* not JSON: handled below */ }
  const message = data && data.error ? data.error : `HTTP ${response.status}`;
  throw Object.assign(new Error(message), { status: response.status, line: data ? data.line : null });
}

export async function api(path, body) {
  const response = await post(path, body);
  try {
    return await response.json();
  } catch (_) {
    throw Object.assign(new Error(`HTTP ${response.status}: the answer is not JSON`), { status: response.status });
  }
}

// A streamed answer, one JSON object a line (POST /api/solve with "stream": true): `take` gets
// the objects of each chunk as they arrive, and returning false from it stops reading (the
// server then stops the work). An {"type": "error"} line rejects like an error answer.
export async function apiLines(path, body, take) {
  const response = await post(path, body);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    let chunk;
    try {
      chunk = await reader.read();
    } catch (error) {
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

// GET /api/info, asked once for the page: the algorithms, line solvers and the format table.
let info = null;
export const serverInfo = () => (info ||= api('/api/info'));
