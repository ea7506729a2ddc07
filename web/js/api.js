// Talking to the server's JSON API (docs/server.md). Every call resolves to the parsed JSON;
// an error answer rejects with an Error carrying the server's message, line and status.
export async function api(path, body) {
  const options = body === undefined ? {} : {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  };
  let response;
  try {
    response = await fetch(path, options);
  } catch (error) {
    throw Object.assign(new Error('the nono server cannot be reached: is `nono serve` still running?'), { status: 0 });
  }
  let data = null;
  try { data = await response.json(); } catch (_) { /* not JSON: handled below */ }
  if (!response.ok) {
    const message = data && data.error ? data.error : `HTTP ${response.status}`;
    throw Object.assign(new Error(message), { status: response.status, line: data ? data.line : null });
  }
  return data;
}
