"""Load on `nono serve`: CLIENTS concurrent clients for SECONDS on loopback, each sending a mix
of solve (easy and hard puzzles), check, classify, render and parse requests (a big XML), while
a probe asks GET /api/info every 100 ms. A client told 503 waits the Retry-After the server
sends, as a well-behaved client does. The probe runs in a process of its own, so its latency is
the server's and not the wait for this process's Python lock among the clients' threads.
Prints the share of answers 200 / 503 / other, the probe's latency percentiles, the server's
peak memory (VmHWM), whether it survived, and the machine's load average before and after.
Checks only what does not depend on the machine's speed: every answer is 200 or 503 (with
Retry-After), every probe is answered 200, and the server is alive after and stops cleanly.
Usage: python3 load_test.py NONO REPO [--clients 50] [--seconds 60] [--ignore-retry-after]
(docs/server.md gives the full-scale figures; CI runs it small.)"""
import argparse
import multiprocessing
import os
import random
import sys
import threading
import time
import json

sys.path.insert(0, os.path.dirname(__file__))
from support import Server  # noqa: E402


def read(repo, *parts):
    with open(os.path.join(repo, "tests", "data", *parts), encoding="utf-8") as f:
        return f.read()


def picture(side, seed):
    r = random.Random(seed)
    return "\n".join("".join("#" if r.random() < 0.5 else "-" for _ in range(side)) for _ in range(side)) + "\n"


def big_xml(side):
    lines = ["<puzzleset><puzzle type=\"grid\">", "<clues type=\"columns\">"]
    lines += ["<line><count>1</count></line>"] * side
    lines += ["</clues>", "<clues type=\"rows\">"] + ["<line><count>1</count></line>"] * side
    return "\n".join(lines + ["</clues></puzzle></puzzleset>"])


def percentile(values, p):
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def peak_memory_kb(pid):
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return None


def probe(host, port, deadline, out):
    """GET /api/info every 100 ms until `deadline` (time.monotonic); sends [(seconds, status)]."""
    server = Server.__new__(Server)
    server.host, server.port = host, port
    probes = []
    while time.monotonic() < deadline:
        started = time.monotonic()
        try:
            status, _, _ = server.request("GET", "/api/info", timeout=120)
        except Exception as error:  # noqa: BLE001
            status = str(error)
        probes.append((time.monotonic() - started, status))
        time.sleep(0.1)
    out.put(probes)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("nono")
    parser.add_argument("repo")
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--ignore-retry-after", action="store_true",
                        help="send again at once after a 503 (a hostile client; the load of the first measurement)")
    args = parser.parse_args()

    letter_a = read(args.repo, "cli", "letter_a.non")
    hard = read(args.repo, "server", "random60_14.non")
    requests = [
        ("solve easy", "/api/solve", {"text": letter_a}),
        ("solve hard", "/api/solve", {"text": hard, "timeout": 5}),
        ("check hard", "/api/check", {"text": hard, "timeout": 5}),
        ("classify", "/api/classify", {"text": letter_a}),
        ("render 200x200", "/api/render", {"text": picture(200, 3), "cell": 8}),
        ("render svg", "/api/render", {"text": letter_a, "image": "svg"}),
        ("parse big xml", "/api/parse", {"text": big_xml(1000), "format": "xml"}),
        ("parse", "/api/parse", {"text": letter_a}),
    ]
    # Each body encoded once: the clients spend their time waiting for the server, not in json.dumps.
    requests = [(name, path, json.dumps(body)) for name, path, body in requests]
    load_before = os.getloadavg()
    server = Server(args.nono, "--max-side", "1000")
    deadline = time.monotonic() + args.seconds
    results = multiprocessing.Queue()
    prober = multiprocessing.Process(target=probe, args=(server.host, server.port, deadline, results))
    prober.start()
    lock = threading.Lock()
    counts = {}  # (name, status) -> n
    bad = []
    peak = [0]

    def client(seed):
        rng = random.Random(seed)
        while time.monotonic() < deadline:
            name, path, body = rng.choice(requests)
            try:
                status, headers, answer = server.post(path, body, timeout=120)
            except Exception as error:  # noqa: BLE001 - any failure to answer counts
                status, headers, answer = "no answer", {}, str(error)
            with lock:
                counts[(name, status)] = counts.get((name, status), 0) + 1
                if status not in (200, 503) or (status == 503 and headers.get("Retry-After") != "2"):
                    bad.append((name, status, str(answer)[:200]))
            if status == 503 and not args.ignore_retry_after:
                time.sleep(min(float(headers.get("Retry-After", "2")), max(0.0, deadline - time.monotonic())))

    def memory():
        while time.monotonic() < deadline:
            peak[0] = max(peak[0], peak_memory_kb(server.process.pid) or 0)
            time.sleep(0.1)

    threads = [threading.Thread(target=client, args=(i,)) for i in range(args.clients)]
    threads.append(threading.Thread(target=memory))
    started = time.monotonic()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    probes = results.get(timeout=240)
    prober.join()
    elapsed = time.monotonic() - started
    alive = server.alive()
    peak[0] = max(peak[0], peak_memory_kb(server.process.pid) or 0)
    code = server.stop(timeout=30)

    total = sum(counts.values())
    by_status = {}
    for (name, status), n in counts.items():
        by_status[status] = by_status.get(status, 0) + n
    latencies = [seconds * 1000 for seconds, status in probes if status == 200]
    failed_probes = [status for _, status in probes if status != 200]
    print(f"{args.clients} clients, {elapsed:.1f} s: {total} requests, statuses {by_status}")
    for status in sorted(by_status, key=str):
        print(f"  {status}: {100 * by_status[status] / max(total, 1):.1f} %")
    for name, _, _ in requests:
        print(f"  {name}: " + ", ".join(f"{s} x{n}" for (k, s), n in sorted(counts.items(), key=str) if k == name))
    print(f"/api/info probes: {len(probes)}, failed {len(failed_probes)}; latency ms p50 {percentile(latencies, 50):.1f}, "
          f"p90 {percentile(latencies, 90):.1f}, p99 {percentile(latencies, 99):.1f}, max {max(latencies, default=0):.1f}")
    print(f"server peak memory (VmHWM): {peak[0] / 1024:.0f} MB; alive after: {alive}; exit code {code}")
    load_after = os.getloadavg()
    print("load average (1, 5, 15 min) before: " + " ".join(f"{x:.2f}" for x in load_before) +
          "; after: " + " ".join(f"{x:.2f}" for x in load_after))
    for failure in bad[:10]:
        print("FAIL", failure)
    ok = not bad and not failed_probes and alive and code == 0 and by_status.get(200, 0) > 0
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
