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
