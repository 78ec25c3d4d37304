#!/usr/bin/python3
"""Writes types.arr from cases.txt (see README.md).

Run with the Numba-enabled interpreter, from anywhere:
    /usr/bin/python3 tests/types/gen_program.py
The output depends only on cases.txt, so it is deterministic. The helpers
here (read_cases, parse_type, ...) are also used by gen_expected.py.
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PARAM_NAMES = "abc"

SCALARS = {
    "int8", "int16", "int32", "int64",
    "uint8", "uint16", "uint32", "uint64",
    "float32", "float64", "complex64", "complex128", "boolean",
}

# Default argument values, by parameter position (a, b, c). They avoid
# division by zero and domain errors for the expressions of cases.txt; a case
# that needs others gives them in its fourth field.
INT_VALUES = ["7", "2", "3"]
FLOAT_VALUES = ["2.5", "1.5", "0.5"]
COMPLEX_VALUES = ["1+2j", "3-1j", "0.5+0.5j"]
BOOL_VALUES = ["True", "False", "True"]
BOOL_ROW = "[True, False, True, True]"
N1 = 4          # length of 1-D array arguments
N2 = (4, 4)     # shape of 2-D array arguments


class Case:
    def __init__(self, name, types, expr, args, line):
        self.name, self.types, self.expr, self.args, self.line = name, types, expr, args, line


def split_types(text):
    """'float64[:, :], int32' -> ['float64[:, :]', 'int32'] (commas inside [] kept)."""
    out, depth, cur = [], 0, ""
    for ch in text:
        if ch == "[":
            depth += 1
        elif ch == "]":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def parse_type(spelling):
    """'int32' -> ('int32', 0); 'float64[:, :]' -> ('float64', 2)."""
    m = re.fullmatch(r"(\w+)\s*(?:\[\s*(:(?:\s*,\s*:)*)\s*\])?", spelling)
    if not m or m.group(1) not in SCALARS:
        raise ValueError("unknown type %r" % spelling)
    ndim = 0 if m.group(2) is None else m.group(2).count(":")
    if ndim > 2:
        raise ValueError("only 1-D and 2-D arrays are supported: %r" % spelling)
    return m.group(1), ndim


def read_cases(path=os.path.join(HERE, "cases.txt"), with_args=True):
    """The cases of a 'NAME | TYPES | EXPR [| args: ARGS]' file, in file order.

    The expression may itself contain ' | ' (a | b): the first two separators
    end NAME and TYPES, and ' | args: ' starts the optional argument field.
    """
    cases, seen = [], set()
    with open(path) as f:
        for lineno, raw in enumerate(f, 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            fields = [x.strip() for x in line.split(" | ", 2)]
            if len(fields) != 3:
                sys.exit("%s:%d: expected NAME | TYPES | EXPRESSION" % (path, lineno))
            args = None
            if with_args and " | args: " in fields[2]:
                fields[2], argtext = fields[2].split(" | args: ", 1)
                args = [x.strip() for x in argtext.split(";")]
            name, types, expr = fields[0], split_types(fields[1]), fields[2]
            if not re.fullmatch(r"[A-Za-z_]\w*", name) or name in seen:
                sys.exit("%s:%d: bad or repeated case name %r" % (path, lineno, name))
            if len(types) > len(PARAM_NAMES):
                sys.exit("%s:%d: at most %d parameters" % (path, lineno, len(PARAM_NAMES)))
            try:
                for t in types:
                    parse_type(t)
            except ValueError as e:
                sys.exit("%s:%d: %s" % (path, lineno, e))
            if args is not None and len(args) != len(types):
                sys.exit("%s:%d: %d argument values for %d parameters"
                         % (path, lineno, len(args), len(types)))
            seen.add(name)
            cases.append(Case(name, types, expr, args, lineno))
    return cases


def default_arg(spelling, pos):
    """A source expression that gives a value of exactly this type."""
    elem, ndim = parse_type(spelling)
    if ndim == 0:
        if elem == "boolean":
            return BOOL_VALUES[pos]
        if elem.startswith("complex"):
            return "np.%s(%s)" % (elem, COMPLEX_VALUES[pos])
        if elem.startswith("float"):
            return "np.%s(%s)" % (elem, FLOAT_VALUES[pos])
        return "np.%s(%s)" % (elem, INT_VALUES[pos])
    if elem == "boolean":
        if ndim == 1:
            return "np.array(%s)" % BOOL_ROW
        return "np.array([%s])" % ", ".join([BOOL_ROW] * N2[0])
    if ndim == 1:
        return "np.arange(1, %d, dtype=np.%s)" % (N1 + 1, elem)
    return "np.arange(1, %d, dtype=np.%s).reshape((%d, %d))" % (N2[0] * N2[1] + 1, elem, N2[0], N2[1])


def call_args(case):
    if case.args is not None:
        return case.args
    return [default_arg(t, k) for k, t in enumerate(case.types)]


def function_source(case):
    params = ", ".join(PARAM_NAMES[: len(case.types)])
    return "@njit\ndef %s(%s):\n    return %s\n" % (case.name, params, case.expr)


def call_source(case):
    return "%s(%s)" % (case.name, ", ".join(call_args(case)))


HEADER = '''\
# Generated by tests/types/gen_program.py from tests/types/cases.txt.
# Do not edit: change cases.txt and run tests/types/regen.sh.
#
# One jitted function per case, each called once from the entry code with
# arguments of exactly the types cases.txt declares. Valid for arrc and for
# python3 with Numba; tests/types/check.sh compares the return types arrc
# infers with those Numba infers (tests/types/expected.txt).
import math
import numpy as np
from numba import njit
'''


def program_source(cases):
    parts = [HEADER]
    for c in cases:
        parts.append("\n\n" + function_source(c))
    parts.append("\n\n")
    for c in cases:
        parts.append("print(%s)\n" % call_source(c))
    return "".join(parts)


def main():
    cases = read_cases()
    text = program_source(cases)
    out = os.path.join(HERE, "types.arr")
    with open(out, "w") as f:
        f.write(text)
    print("wrote %s: %d functions" % (os.path.relpath(out), len(cases)))


if __name__ == "__main__":
    main()
