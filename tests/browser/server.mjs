// Starts `nono serve --port 0` for a test and reads the URL it prints.
import { spawn } from 'node:child_process';

export function startServer(nono, extra = []) {
  const child = spawn(nono, ['serve', '--port', '0', ...extra], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`no URL from nono serve: ${out}`)), 10000);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = out.match(/serving (http:\/\/\S+)/);
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1], stop: () => new Promise((done) => { child.on('exit', done); child.kill('SIGTERM'); }) });
      }
    });
    child.on('exit', (code) => reject(new Error(`nono serve exited (${code}): ${out}`)));
  });
}

// Serves a folder (the static web app, scripts/build-web.sh) with Python's plain static file
// server, as any static host would: no nono behind it.
export function startStatic(folder) {
  const child = spawn('python3', ['-u', '-m', 'http.server', '0', '--bind', '127.0.0.1', '--directory', folder],
    { stdio: ['ignore', 'pipe', 'ignore'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`no port from python3 -m http.server: ${out}`)), 10000);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = out.match(/port (\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${match[1]}/`, stop: () => new Promise((done) => { child.on('exit', done); child.kill('SIGTERM'); }) });
      }
    });
    child.on('exit', (code) => reject(new Error(`python3 -m http.server exited (${code}): ${out}`)));
  });
}
