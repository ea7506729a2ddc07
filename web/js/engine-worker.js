// The Web Worker that runs nono's API routes compiled to WebAssembly (apps/wasm): each message
// {id, path, body} (body: the request's JSON text, null for GET) is answered with {id, status,
// text}, the same status and JSON text `nono serve` would send. Static mode only (engine.js).
importScripts('nono-engine.js');

const engine = createNonoEngine();  // loads nono-engine.wasm beside this file

onmessage = async ({ data: { id, path, body } }) => {
  const nono = await engine;
  const text = nono.ccall('nono_api', 'string', ['string', 'string'], [path, body]);
  postMessage({ id, status: nono._nono_api_status(), text });
};
