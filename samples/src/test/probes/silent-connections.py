#!/usr/bin/env python3
"""Probe: N silent TCP connections from one peer against `acp4j --acp --listen`, then a real client.

Usage: silent-connections.py acp-launcher/target/acp4j.jar 19000 (as root, or with `ulimit -n` above N). Prints the agent's open descriptors at the peak, how many silent sockets the
agent still held, and whether an authenticated client could initialize and make a saved session."""
import json, os, socket, subprocess, sys, tempfile, time, urllib.request, resource

jar, n = sys.argv[1], int(sys.argv[2])
resource.setrlimit(resource.RLIMIT_NOFILE, (n + 200, resource.getrlimit(resource.RLIMIT_NOFILE)[1]))
home = tempfile.mkdtemp()
env = dict(os.environ, ACP4J_TOKEN="probe-token", ACP4J_HOME=home)
agent = subprocess.Popen(["java", "-jar", jar, "--acp", "--listen", "127.0.0.1:0"], env=env, stdin=subprocess.DEVNULL,
                         stderr=subprocess.PIPE, text=True)
url = None
while url is None:
    line = agent.stderr.readline()
    if "listening on" in line:
        url = line.split("listening on ")[1].strip()
host, port = url.split("//")[1].split("/")[0].split(":")
fds = lambda: len(os.listdir(f"/proc/{agent.pid}/fd"))
before = fds()
silent = []
started = time.time()
for i in range(n):
    s = socket.socket()
    s.setblocking(True)
    try:
        s.connect((host, int(port)))
    except OSError as e:
        print("connect failed at", i, e); break
    silent.append(s)
peak = fds()
def post(body, headers={}):
    req = urllib.request.Request(url, data=json.dumps(body).encode(), method="POST",
        headers={"Authorization": "Bearer probe-token", "Content-Type": "application/json", **headers})
    with urllib.request.urlopen(req, timeout=10) as r:
        return r.status, dict(r.headers), r.read().decode()
status, headers, body = post({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"protocolVersion": 1}})
cid = headers["Acp-Connection-Id"]
status2, _, _ = post({"jsonrpc": "2.0", "id": 2, "method": "session/new", "params": {"cwd": home, "mcpServers": []}},
                     {"Acp-Connection-Id": cid})
time.sleep(1)
sessions = os.listdir(os.path.join(home, "sessions")) if os.path.isdir(os.path.join(home, "sessions")) else []
def still_held():
    """How many of the silent sockets the agent has not closed (a read neither ends nor fails)."""
    held = 0
    for s in silent:
        s.setblocking(False)
        try:
            held += 0 if s.recv(1) == b"" else 1
        except BlockingIOError:
            held += 1
        except OSError:
            pass
    return held
held = still_held()
print(f"silent connections opened: {len(silent)} in {time.time()-started:.1f} s; agent descriptors before {before}, at the peak {peak}; "
      f"silent ones the agent still holds: {held}; initialize {status}, session/new {status2}, session files {len(sessions)}")
time.sleep(11)
print(f"after the 10 s first-request deadline the agent holds {still_held()} of them; descriptors {fds()}")
agent.terminate(); agent.wait(30)
