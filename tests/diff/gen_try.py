#!/usr/bin/env python3
"""Random try statements for differential testing (tests/diff/README.md).

    python3 tests/diff/gen_try.py SEED            # prints the program of SEED
    python3 tests/diff/gen_try.py --write DIR N S # writes DIR/try_S.arr ... for N seeds from S

Each program is a host function run for a few arguments, whose body is a
loop around try statements (with except, else and finally clauses, nested
ones, return, break and continue inside) that assign variables of every
kind (int, float, bool, str, list, array, dict, tuple, optional, instance)
and raise on some iterations, directly, in a called host function that
made values first, or in an @njit function. The handlers, the else and
finally clauses and the code after each statement print every variable,
so a difference in what arrc's handlers see of a variable shows up as a
difference in the output. Compare with the oracle through difftest.py:

    python3 tests/diff/gen_try.py --write /tmp/try 50 1
    python3 tests/diff/difftest.py --check /tmp/try/*.arr

The programs are deterministic and use only what both sides define.
"""
import os
import random
import sys

HEADER = '''import numpy as np
from numba import njit


class Box:
    def __init__(self, v):
        self.v = v

    def __repr__(self):
        return "Box(" + str(self.v) + ")"


@njit
def jit_check(x):
    if x % 3 == 2:
        raise ValueError("jitted")
    return x + 1


def helper_raise(kind, n):
    tmp = [n, n + 1]
    text = "t" + str(n)
    arr = np.arange(3) * n
    if kind == 0:
        return int(text)
    if kind == 1:
        return tmp[5]
    if kind == 2:
        return {"a": 1}[text]
    return n // (n - n) + int(arr[0])

'''

# Variable name -> (initial value, generators of new values from i).
KINDS = {
    "n": ("0", ["i * 3", "n + 1", "-i"]),
    "f": ("0.5", ["i + 0.25", "f * 2.0", "f - 1.5"]),
    "b": ("False", ["i % 2 == 0", "not b"]),
    "s": ('"s"', ['"v" + str(i)', 's + "x"', 's[:2]']),
    "lst": ("[0]", ["[i, i + 1]", "lst + [i]", "lst[1:]"]),
    "arr": ("np.zeros(2)", ["np.arange(3.0) + i", "arr * 2", "np.ones(i % 3 + 1)"]),
    "d": ('{"k": 0}', ['{"k": i}', '{"k": i, "j": i * 2}']),
    "t": ('(0, "z")', ['(i, "q" + str(i))', '(t[0] + 1, t[1])']),
    "o": ("None", ['"o" + str(i)', "None"]),
    "box": ("Box(0)", ["Box(i)", "Box(i * 10)"]),
}

RAISES = [
    ('int("bad" + str(i))', "ValueError"),
    ("[1, 2][i + 5]", "IndexError"),
    ('{"a": 1}["m" + str(i)]', "KeyError"),
    ("i // (i - i)", "ZeroDivisionError"),
    ("helper_raise(i % 4, i)", "Exception"),
    ("jit_check(i)", "ValueError"),
]


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed)
        self.names = self.r.sample(sorted(KINDS), self.r.randint(3, 6))
        self.lines = []
        self.depth = 0

    def emit(self, text, indent):
        self.lines.append("    " * indent + text)

    def show(self):
        parts = []
        for v in self.names:
            if v == "f":
                parts.append("f\"{f:.3f}\"")
            else:
                parts.append(v)
        return ", ".join(parts)

    def assign(self, indent):
        v = self.r.choice(self.names)
        self.emit("%s = %s" % (v, self.r.choice(KINDS[v][1])), indent)

    def maybe_raise(self, indent):
        expr, _ = self.r.choice(RAISES)
        m = self.r.randint(2, 4)
        self.emit("if i %% %d == %d:" % (m, self.r.randrange(m)), indent)
        self.emit("r = %s" % expr, indent + 1)

    def body(self, indent, in_loop):
        for _ in range(self.r.randint(1, 4)):
            c = self.r.random()
            if c < 0.5:
                self.assign(indent)
            elif c < 0.75:
                self.maybe_raise(indent)
            elif c < 0.85 and in_loop:
                m = self.r.randint(3, 5)
                self.emit("if i %% %d == %d:" % (m, self.r.randrange(m)), indent)
                self.emit(self.r.choice(["continue", "break"]), indent + 1)
            elif c < 0.9 and self.depth < 2:
                self.try_stmt(indent, in_loop)
            else:
                self.emit("if i == %d:" % self.r.randint(3, 7), indent)
                self.emit("return r", indent + 1)
        self.maybe_raise(indent)

    def try_stmt(self, indent, in_loop):
        self.depth += 1
        tag = "L%d_%d" % (self.depth, len(self.lines))
        self.emit("try:", indent)
        self.body(indent + 1, in_loop)
        classes = self.r.sample(["ValueError", "IndexError", "KeyError", "ZeroDivisionError",
                                 "LookupError", "ArithmeticError"], self.r.randint(1, 3))
        catch_all = self.r.random() < 0.6
        if catch_all:
            classes.append("Exception")
        for k, cls in enumerate(classes):
            name = " as e" if self.r.random() < 0.5 else ""
            self.emit("except %s%s:" % (cls, name), indent)
            self.emit('print("%s except %s", %s)' % (tag, cls, self.show()), indent + 1)
            if name:
                self.emit('print("  e =", repr(e))', indent + 1)
            if self.r.random() < 0.4:
                self.assign(indent + 1)
        if self.r.random() < 0.5:
            self.emit("else:", indent)
            self.emit('print("%s else", %s)' % (tag, self.show()), indent + 1)
            if self.r.random() < 0.5:
                self.assign(indent + 1)
        if not catch_all or self.r.random() < 0.5:
            self.emit("finally:", indent)
            self.emit('print("%s finally", %s)' % (tag, self.show()), indent + 1)
            if self.r.random() < 0.3:
                self.assign(indent + 1)
        self.emit('print("%s after", %s)' % (tag, self.show()), indent)
        self.depth -= 1

    def program(self):
        self.emit("def run(start):", 0)
        for v in self.names:
            self.emit("%s = %s" % (v, KINDS[v][0]), 1)
        self.emit("r = 0", 1)
        self.emit("for i in range(start, start + %d):" % self.r.randint(4, 9), 1)
        self.try_stmt(2, True)
        self.emit('print("end", %s)' % self.show(), 1)
        self.emit("return r", 1)
        self.emit("", 0)
        self.emit("", 0)
        # An uncaught exception leaving run() ends the program: the
        # top level catches it so that both sides print the same.
        self.emit("for start in [1, 4]:", 0)
        self.emit("try:", 1)
        self.emit('print("result", run(start))', 2)
        self.emit("except Exception as e:", 1)
        self.emit('print("escaped", repr(e))', 2)
        return HEADER + "\n".join(self.lines) + "\n"


def main(argv):
    if len(argv) == 4 and argv[0] == "--write":
        out, n, first = argv[1], int(argv[2]), int(argv[3])
        os.makedirs(out, exist_ok=True)
        for seed in range(first, first + n):
            with open(os.path.join(out, "try_%d.arr" % seed), "w") as f:
                f.write(Gen(seed).program())
        return 0
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    sys.stdout.write(Gen(int(argv[0])).program())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
