"""Starting `nono serve` on a free port and talking to it over real HTTP (stdlib only)."""
import gzip
import http.client
import json
import re
import subprocess
import time


class Server:
    def __init__(self, nono, *flags):
        self.process = subprocess.Popen([nono, "serve", "--port", "0", *flags],
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = self.process.stdout.readline()
        match = re.search(r"serving http://([^:/]+):(\d+)/", line)
        if not match:
            self.process.kill()
            raise RuntimeError(f"no URL from nono serve: {line!r} {self.process.stderr.read()}")
        self.host, self.port = match.group(1), int(match.group(2))

    def request(self, method, path, body=None, headers=None, timeout=30):
        """(status, headers, parsed JSON or raw bytes). `body`: dict -> JSON, str/bytes as is."""
        connection = http.client.HTTPConnection(self.host, self.port, timeout=timeout)
        try:
            if isinstance(body, (dict, list)):
                body = json.dumps(body)
            all_headers = {"Content-Type": "application/json"}
            all_headers.update(headers or {})
            connection.request(method, path, body=body, headers=all_headers)
            response = connection.getresponse()
            data = response.read()
            if response.getheader("Content-Encoding") == "gzip":
                data = gzip.decompress(data)
            kind = response.getheader("Content-Type", "")
            encoded = response.getheader("Content-Encoding") not in (None, "gzip")
            parsed = json.loads(data) if kind.startswith("application/json") and not encoded else data
            return response.status, dict(response.getheaders()), parsed
        finally:
            connection.close()

    def post(self, path, body, **kwargs):
        return self.request("POST", path, body, **kwargs)

    def alive(self):
        status, _, info = self.request("GET", "/api/info")
        return status == 200 and info["name"] == "nono"

    def stop(self, timeout=10):
        """SIGTERM, then the exit code (None if it did not stop in time)."""
        self.process.terminate()
        try:
            return self.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            return None


def wait_for(predicate, seconds):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if predicate():
            return True
        time.sleep(0.05)
    return False
