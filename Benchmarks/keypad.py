#!/usr/bin/env python3
"""Measures `convcalc keypad` through a pseudo-terminal: keystroke-to-screen latency, bytes
written per key press, and start-up against `convcalc -e 212`. Prints a Markdown table.

usage: python3 Benchmarks/keypad.py CONVCALC [KEYS]

Latency is the time from writing a key to the last byte of the screen update it causes (the
update ends when nothing more arrives for 30 ms; that quiet time is not counted). Start-up is
the time from spawning on a fresh pseudo-terminal to the first complete screen (to the last
byte written, for `-e 212`); both are spawned the same way, alternately, 40 times each.
"""
import os, pty, select, statistics, struct, subprocess, sys, tempfile, termios, fcntl, time

QUIET = 0.03
# Start-ups measured of each command, alternating between the two.
STARTS = 40


def spawn(convcalc, home):
    pid, master = pty.fork()
    if pid == 0:
        env = {"HOME": home, "LANG": "C.UTF-8", "TERM": "xterm-256color", "PATH": "/usr/bin:/bin"}
        os.execve(convcalc, [convcalc, "keypad", "--no-state"], env)
    fcntl.ioctl(master, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 100, 0, 0))
    return pid, master


def read_update(master, deadline=2.0):
    """Bytes until the output has been quiet for QUIET seconds; and the time of the last byte."""
    data, last, start = b"", None, time.perf_counter()
    while time.perf_counter() - start < deadline:
        ready, _, _ = select.select([master], [], [], QUIET)
        if not ready:
            if data:
                break
            continue
        try:
            chunk = os.read(master, 65536)
        except OSError:  # EIO: the program has exited and closed the terminal
            break
        if not chunk:
            break
        data += chunk
        last = time.perf_counter()
    return data, last


def startup(argv, home, until=None):
    """Seconds from spawning `argv` on a fresh pseudo-terminal (100×40, a session of its own)
    to its last byte of output: the first complete screen containing `until` (then `q` ends
    it), or, without `until`, everything it writes before it exits. Both commands are started
    the same way, so the ratio compares the programs, not the ways of starting them."""
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 100, 0, 0))
    env = {"HOME": home, "LANG": "C.UTF-8", "TERM": "xterm-256color", "PATH": "/usr/bin:/bin"}
    start = time.perf_counter()
    process = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, env=env, start_new_session=True)
    os.close(slave)
    data, last = b"", None
    while until is None or until not in data:
        chunk, when = read_update(master)
        if not chunk:
            break
        data, last = data + chunk, when
    if until is not None:
        os.write(master, b"q")
    process.wait()
    os.close(master)
    return last - start


def paste(convcalc, home, count):
    """Seconds from writing `count` invalid bytes (each one replacement character, no key) to
    the keypad until it has taken them all and left on `q`: a hostile paste; the screen is
    drawn once the waiting input is taken, not after every byte."""
    pid, master = spawn(convcalc, home)
    read_update(master)
    data, sent, start = b"\xff" * count + b"q", 0, time.perf_counter()
    while sent < len(data):
        readable, writable, _ = select.select([master], [master], [], 1)
        if readable:
            try:
                os.read(master, 1 << 20)
            except OSError:
                break
        if writable:
            sent += os.write(master, data[sent:sent + 4096])
    while os.waitpid(pid, os.WNOHANG)[0] == 0:
        read_update(master, deadline=0.1)
    os.close(master)
    return time.perf_counter() - start


def main():
    convcalc = sys.argv[1]
    presses = int(sys.argv[2]) if len(sys.argv) > 2 else 300
    home = tempfile.mkdtemp()
    pid, master = spawn(convcalc, home)
    read_update(master)
    latencies, sizes = [], []
    keys = b"c123456789"
    for index in range(presses):
        key = keys[index % len(keys):index % len(keys) + 1]
        sent = time.perf_counter()
        os.write(master, key)
        data, last = read_update(master)
        if last is not None:
            latencies.append(last - sent)
            sizes.append(len(data))
    os.write(master, b"q")
    os.waitpid(pid, 0)
    # Alternated, so drift in the machine's speed (frequency, other load) falls on both alike.
    startups, replays = [], []
    for _ in range(STARTS):
        startups.append(startup([convcalc, "keypad", "--no-state"], home, b"Convert"))
        replays.append(startup([convcalc, "-e", "212"], home))
    startups.sort()
    replays.sort()
    print("| keypad through a PTY (%d key presses; %d start-ups each) | median | fastest |" % (len(latencies), STARTS))
    print("|---|---:|---:|")
    print("| key press to end of screen update | %.2f ms | %.2f ms |"
          % (statistics.median(latencies) * 1000, min(latencies) * 1000))
    print("| bytes written per key press | %d | %d |" % (statistics.median(sizes), min(sizes)))
    print("| start-up: `convcalc keypad` to first screen | %.2f ms | %.2f ms |"
          % (statistics.median(startups) * 1000, startups[0] * 1000))
    print("| start-up: `convcalc -e 212` to exit | %.2f ms | %.2f ms |"
          % (statistics.median(replays) * 1000, replays[0] * 1000))
    print("| keypad start-up vs `-e 212` | %.2f× | %.2f× |"
          % (statistics.median(startups) / statistics.median(replays), startups[0] / replays[0]))
    pasted = paste(convcalc, home, 1 << 20)
    print("| 1 MiB of invalid bytes pasted, to all taken | %.2f s | %.2f s |" % (pasted, pasted))

if __name__ == "__main__":
    main()
