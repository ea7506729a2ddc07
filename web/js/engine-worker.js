// The Web Worker that runs nono's API routes compiled to WebAssembly (apps/wasm): each message
// {id, path, body} (body: the request's JSON text, null for GET) is answered with {id, status,
// text}, the same status and JSON text `nono serve` would send. Static mode only (engine.js).
// A worker named 'scan' loads the module that also reads screenshots (nono-scan.js, several
// times the engine's size), which engine.js starts only when a screenshot is opened.
importScripts(self.name === 'scan' ? 'nono-scan.js' : 'nono-engine.js');

const engine = createNonoEngine();  // loads the .wasm beside the script (both export this name)
engine.catch(() => {});  // a module that cannot load is said per call, below

onmessage = async ({ data: { id, path, body } }) => {
  let nono;
  try {
    nono = await engine;
  } catch (error) {  // its .wasm could not be fetched (offline before its first use) or compiled
    const what = self.name === 'scan' ? 'the screenshot reader' : 'the WebAssembly engine';
    postMessage({ id, status: 503, text: JSON.stringify({ error: `${what} could not be loaded: ${error.message || error}` }) });
    return;
  }
  const text = nono.ccall('nono_api', 'string', ['string', 'string'], [path, body]);
  postMessage({ id, status: nono._nono_api_status(), text });
};
