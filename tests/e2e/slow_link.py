#!/usr/bin/env python3
"""A slow link, and a terminal at its far end, between tmux and a program.

    slow_link.py [--delay MS] [--kitty] [--answer-after MS] [--split]
                 [--ctl FIFO] [--log FILE] -- COMMAND [ARG...]

Runs COMMAND on a pty of its own and relays both ways, each byte DELAY ms
late (default 150), as an SSH link across an ocean does. For the program,
the relay is the terminal's end of the link: the kitty keyboard protocol's
sequences it sends (CSI ? u, CSI > flags u, CSI < u, CSI = flags u) are
taken here and not passed on (tmux does not speak the protocol); with
--kitty it answers CSI ? u as kitty does (CSI ? flags u, the flags pushed
now) and, while flags are pushed, sends keys in kitty's encoding: each key
tmux gives (which can only tap keys) as a press then a release. Without
--kitty it is a terminal that ignores the protocol. Everything else,
the DA1 query (CSI c) included, goes on to tmux, which answers it.

--answer-after MS: kitty answers the first CSI ? u that much later still
(a terminal slow to start), while keys and tmux's answers go on as
before, so its answer may come after the DA1 answer, or when the program
has moved on.

--split: every reply to a query (this end's and tmux's) reaches the
program in three writes 60 ms apart, as a link may cut it.

--ctl FIFO: lines written to FIFO hold keys as a keyboard does:
    press KEY      down: one press, then the keyboard's auto repeat
                   (300 ms, then every 40 ms) until another key is pressed
    release KEY    up
    tap KEY        down and up
KEY: left, right, up, down or a letter. With the protocol on, a press,
its repeats and its release go in kitty's encoding (CSI 1;1:2 D ...);
otherwise a press and its repeats go as a terminal sends them, and a
release sends nothing.

--log FILE: one line for each of the protocol's sequences met, each
reply when it reaches the program ("delivered ..."), and at the end
"stack N", the flags left pushed.
"""
import errno
import fcntl
import os
import pty
import re
import select
import signal
import struct
import sys
import termios
import time
import tty

ESC = b"\x1b"
REPEAT_DELAY = 0.3
REPEAT_EVERY = 0.04
SPLIT_GAP = 0.06

ARROWS = {"up": "A", "down": "B", "right": "C", "left": "D"}
# The protocol's sequences the program sends; a prefix of one at the end
# of a read waits for the rest.
KITTY_SEQ = re.compile(rb"\x1b\[([?<>=])([0-9;:]*)u")
KITTY_PREFIX = re.compile(rb"\x1b(\[([?<>=][0-9;:]*)?)?\Z")
CURSOR_KEYS = re.compile(rb"\x1b\[\?1([hl])")
REPLY = re.compile(rb"\x1b\[\?[0-9;]*[cu]")


def now():
    return time.monotonic()


class Link:
    def __init__(self, args, master):
        self.delay = args.delay / 1000.0
        self.kitty = args.kitty
        self.split = args.split
        self.answer_after = args.answer_after / 1000.0
        self.master = master
        self.log = open(args.log, "a", buffering=1) if args.log else None
        self.to_term = []       # (due, bytes), due in order
        self.to_game = []
        self.out_tail = b""     # a protocol sequence cut by a read
        self.out_tail_at = 0.0
        self.stack = []
        self.app_cursor = False
        self.held = None        # (key, next repeat time)

    def say(self, text):
        if self.log:
            self.log.write("%.3f %s\n" % (now(), text))

    def flags(self):
        return self.stack[-1] if self.stack else 0

    # --- towards the program -------------------------------------------
    def send_game(self, data, split=False, label=None, extra=0.0):
        """Queues data for the program: in order, DELAY late; with extra,
        that much later again, letting what comes meanwhile go first."""
        due = now() + self.delay
        fifo = [q[0] for q in self.to_game if not q[3]]
        if fifo:
            due = max(due, fifo[-1])
        if extra:
            self.to_game.append((due + extra, data, label, True))
        elif split and len(data) >= 3:
            pieces = (data[:1], data[1:3], data[3:])
            for i, piece in enumerate(pieces):
                last = i == len(pieces) - 1
                self.to_game.append((due + i * SPLIT_GAP, piece,
                                     label if last else None, False))
        else:
            self.to_game.append((due, data, label, False))
        self.to_game.sort(key=lambda q: q[0])

    def key_bytes(self, key, event):
        """A key's bytes: event 1 press, 2 repeat, 3 release."""
        if self.flags():
            suffix = "" if event == 1 else ";1:%d" % event
            if key in ARROWS:
                lead = "1" if suffix else ""
                return ("\x1b[%s%s%s" % (lead, suffix, ARROWS[key])).encode()
            return ("\x1b[%d%su" % (ord(key), suffix)).encode()
        if event == 3:
            return b""
        if key in ARROWS:
            return ("\x1b%s%s" % ("O" if self.app_cursor else "[", ARROWS[key])).encode()
        return key.encode()

    def from_tmux(self, data):
        """What tmux sends: its replies pass as they are; keys are
        re-encoded while the protocol is on."""
        pos = 0
        out = b""
        for m in REPLY.finditer(data):
            out += self.encode_keys(data[pos:m.start()])
            if out:
                self.send_game(out)
                out = b""
            self.send_game(m.group(0), self.split,
                           "reply from tmux %r" % m.group(0))
            pos = m.end()
        out += self.encode_keys(data[pos:])
        if out:
            self.send_game(out)

    def encode_keys(self, data):
        if not self.flags() or not data:
            return data
        out = b""
        i = 0
        while i < len(data):
            m = re.match(rb"\x1b[\[O]([ABCD])", data[i:])
            if m:
                key = {v: k for k, v in ARROWS.items()}[m.group(1).decode()]
                out += self.key_bytes(key, 1) + self.key_bytes(key, 3)
                i += m.end()
                continue
            c = data[i]
            i += 1
            code = {0x0d: 13, 0x1b: 27, 0x7f: 127, 0x09: 9}.get(c)
            if code is not None or 0x20 <= c < 0x7f:
                if code is None and chr(c).isupper():
                    low = ord(chr(c).lower())
                    out += b"\x1b[%d:%d;2u\x1b[%d:%d;2:3u" % (low, c, low, c)
                else:
                    code = c if code is None else code
                    out += b"\x1b[%du\x1b[%d;1:3u" % (code, code)
            elif 1 <= c <= 26:
                letter = c + 96
                out += b"\x1b[%d;5u\x1b[%d;5:3u" % (letter, letter)
            else:
                out += bytes([c])
        return out

    def control(self, line):
        words = line.split()
        if len(words) != 2:
            return
        verb, key = words
        if verb in ("press", "tap"):
            self.send_game(self.key_bytes(key, 1))
            self.held = (key, now() + REPEAT_DELAY) if verb == "press" else None
            self.say("press %s" % key)
        if verb in ("release", "tap"):
            if self.held and self.held[0] == key:
                self.held = None
            data = self.key_bytes(key, 3)
            if data:
                self.send_game(data)
            self.say("release %s" % key)

    def repeat(self):
        if self.held and now() >= self.held[1]:
            key, at = self.held
            self.send_game(self.key_bytes(key, 2))
            self.held = (key, at + REPEAT_EVERY)

    # --- towards the terminal ------------------------------------------
    def from_game(self, data):
        self.to_term.append((now() + self.delay, data))

    def arrive(self, data):
        """Output reaching the terminal's end: the protocol's sequences are
        taken here, the rest goes to tmux."""
        data = self.out_tail + data
        self.out_tail = b""
        m = KITTY_PREFIX.search(data)
        if m:
            self.out_tail = data[m.start():]
            self.out_tail_at = now() + 0.05
            data = data[:m.start()]
        for m in CURSOR_KEYS.finditer(data):
            self.app_cursor = m.group(1) == b"h"
        pos = 0
        rest = b""
        for m in KITTY_SEQ.finditer(data):
            rest += data[pos:m.start()]
            pos = m.end()
            self.kitty_seq(m.group(1), m.group(2))
        rest += data[pos:]
        if rest:
            os.write(1, rest)

    def kitty_seq(self, kind, params):
        num = int(params.split(b";")[0] or b"0") if params else None
        if kind == b"?":
            self.say("query")
            if self.kitty:
                reply = b"\x1b[?%du" % self.flags()
                late, self.answer_after = self.answer_after, 0.0
                self.send_game(reply, self.split and not late,
                               "answer %r" % reply, late)
                self.say("answering %r" % reply)
        elif kind == b">":
            self.stack.append(num or 0)
            self.say("push %d stack %d" % (num or 0, len(self.stack)))
        elif kind == b"<":
            for _ in range(num or 1):
                if self.stack:
                    self.stack.pop()
            self.say("pop stack %d" % len(self.stack))
        elif kind == b"=":
            if self.stack:
                self.stack[-1] = num or 0
            self.say("set %d" % (num or 0))

    def due(self):
        t = now()
        while self.to_term and self.to_term[0][0] <= t:
            self.arrive(self.to_term.pop(0)[1])
        if self.out_tail and t >= self.out_tail_at:
            tail, self.out_tail = self.out_tail, b""
            os.write(1, tail)
        while self.to_game and self.to_game[0][0] <= t:
            _, data, label, _ = self.to_game.pop(0)
            if label:
                self.say("delivered " + label)
            try:
                os.write(self.master, data)
            except OSError:
                pass
        self.repeat()

    def next_wake(self):
        times = [q[0][0] for q in (self.to_term, self.to_game) if q]
        if self.out_tail:
            times.append(self.out_tail_at)
        if self.held:
            times.append(self.held[1])
        if not times:
            return None
        return max(0.0, min(times) - now())


def parse_args(argv):
    class A:
        delay = 150
        answer_after = 0
        kitty = False
        split = False
        ctl = None
        log = None
        command = []
    a = A()
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg == "--":
            a.command = argv[i + 1:]
            break
        if arg == "--kitty":
            a.kitty = True
        elif arg == "--split":
            a.split = True
        elif arg in ("--delay", "--answer-after", "--ctl", "--log"):
            i += 1
            numeric = arg in ("--delay", "--answer-after")
            setattr(a, arg[2:].replace("-", "_"), int(argv[i]) if numeric else argv[i])
        else:
            sys.exit("slow_link: unknown argument %s" % arg)
        i += 1
    if not a.command:
        sys.exit(__doc__)
    return a


def copy_size(master):
    try:
        size = fcntl.ioctl(0, termios.TIOCGWINSZ, struct.pack("HHHH", 0, 0, 0, 0))
        fcntl.ioctl(master, termios.TIOCSWINSZ, size)
    except OSError:
        pass


def main():
    args = parse_args(sys.argv[1:])
    pid, master = pty.fork()
    if pid == 0:
        os.execvp(args.command[0], args.command)
    copy_size(master)
    signal.signal(signal.SIGWINCH, lambda *_: copy_size(master))
    saved = termios.tcgetattr(0)
    tty.setraw(0)
    link = Link(args, master)
    ctl = None
    if args.ctl:
        ctl = os.open(args.ctl, os.O_RDWR | os.O_NONBLOCK)
    ctl_buf = b""
    status = 0
    try:
        while True:
            fds = [0, master] + ([ctl] if ctl is not None else [])
            try:
                ready, _, _ = select.select(fds, [], [], link.next_wake())
            except InterruptedError:
                continue
            if 0 in ready:
                data = os.read(0, 4096)
                if not data:
                    break
                link.from_tmux(data)
            if master in ready:
                try:
                    data = os.read(master, 4096)
                except OSError as e:
                    if e.errno != errno.EIO:
                        raise
                    data = b""
                if not data:
                    break
                link.from_game(data)
            if ctl is not None and ctl in ready:
                ctl_buf += os.read(ctl, 4096)
                while b"\n" in ctl_buf:
                    line, ctl_buf = ctl_buf.split(b"\n", 1)
                    link.control(line.decode())
            link.due()
    finally:
        # What is still on its way reaches the terminal.
        while link.to_term:
            time.sleep(max(0.0, link.to_term[0][0] - now()))
            link.due()
        link.say("stack %d" % len(link.stack))
        termios.tcsetattr(0, termios.TCSADRAIN, saved)
        _, status = os.waitpid(pid, 0)
    sys.exit(os.waitstatus_to_exitcode(status) if hasattr(os, "waitstatus_to_exitcode") else 0)


if __name__ == "__main__":
    main()
