#!/usr/bin/env python3
"""Random calls of NumPy's routines for differential testing (tests/diff/README.md).

    python3 tests/diff/gen_numpy.py SEED            # prints the program of SEED
    python3 tests/diff/gen_numpy.py --write DIR N S # writes DIR/numpy_S.arr ... for N seeds from S

Each program makes a few arrays of random dtypes (bool, int32, int64,
float32, float64, complex128) and shapes (empty, one element, a row, a
2-D table) from literal values, with NaN and negative zero among the
floats, then calls NumPy routines on them: each call in host code (NumPy's
semantics) and, where Numba allows the form, the same call in an @njit
function (Numba's semantics), printing the results. A call that raises
prints the exception's class, so a difference in which calls fail shows
too. Compare with the oracle through difftest.py:

    python3 tests/diff/gen_numpy.py --write /tmp/np 100 1
    python3 tests/diff/difftest.py --check /tmp/np/*.arr

Only the routines tests/surface/numpysupported.txt does not mark missing
are drawn, so the generator follows what arrc has. The programs are
deterministic and use only what both sides define.
"""
import os
import random
import sys

import gen_main

HERE = os.path.dirname(os.path.abspath(__file__))
SURFACE = os.path.join(HERE, "..", "surface", "numpysupported.txt")

DTYPES = ["np.bool_", "np.int32", "np.int64", "np.float32", "np.float64", "np.complex128"]
REAL = ["np.int32", "np.int64", "np.float32", "np.float64"]
FLOATS = ["np.float32", "np.float64"]

# name -> (input kinds, host call template, jit call template or None).
# Kinds: "num" any numeric dtype, "real" no complex, "float" float only,
# "int" integers only, "1d" one dimension, "2d" two, "sq" a square float
# matrix, "ne" not empty, "nobool" no bool data (NumPy computes float16
# for it, which arrc lacks, or refuses it when it runs where arrc refuses
# it when compiling), "nof32" no float32 data (NumPy's SIMD loops
# for float32 exp, log and sin are not correctly rounded and depend on the
# CPU). {a} is the array, {b} a second one of the same
# shape and dtype, {n} a small int, {k} a valid axis.
ROUTINES = {
    "numpy.sum": ("num", "np.sum({a})", "np.sum({a})"),
    "numpy.prod": ("real", "np.prod({a})", "np.prod({a})"),
    "numpy.mean": ("num ne", "np.mean({a})", "np.mean({a})"),
    "numpy.min": ("real ne", "np.min({a})", "np.min({a})"),
    "numpy.max": ("real ne", "np.max({a})", "np.max({a})"),
    "numpy.argmin": ("real ne", "np.argmin({a})", "np.argmin({a})"),
    "numpy.argmax": ("real ne", "np.argmax({a})", "np.argmax({a})"),
    "numpy.cumsum": ("num", "np.cumsum({a})", "np.cumsum({a})"),
    "numpy.cumprod": ("real", "np.cumprod({a})", "np.cumprod({a})"),
    "numpy.std": ("real ne", "np.std({a})", "np.std({a})"),
    "numpy.var": ("real ne", "np.var({a})", "np.var({a})"),
    "numpy.median": ("real ne", "np.median({a})", "np.median({a})"),
    "numpy.percentile": ("real ne nobool", "np.percentile({a}, 30.0)", "np.percentile({a}, 30.0)"),
    "numpy.quantile": ("real ne nobool", "np.quantile({a}, 0.75)", "np.quantile({a}, 0.75)"),
    "numpy.nanmax": ("float ne", "np.nanmax({a})", "np.nanmax({a})"),
    "numpy.nanmin": ("float ne", "np.nanmin({a})", "np.nanmin({a})"),
    "numpy.nansum": ("float", "np.nansum({a})", "np.nansum({a})"),
    "numpy.nanmean": ("float ne", "np.nanmean({a})", "np.nanmean({a})"),
    "numpy.nanmedian": ("float ne", "np.nanmedian({a})", "np.nanmedian({a})"),
    "numpy.nanstd": ("float ne", "np.nanstd({a})", "np.nanstd({a})"),
    "numpy.nanvar": ("float ne", "np.nanvar({a})", "np.nanvar({a})"),
    "numpy.nanprod": ("float", "np.nanprod({a})", "np.nanprod({a})"),
    "numpy.nancumsum": ("float", "np.nancumsum({a})", "np.nancumsum({a})"),
    "numpy.ptp": ("real ne", "np.ptp({a})", "np.ptp({a})"),
    "numpy.diff": ("real 1d", "np.diff({a})", "np.diff({a})"),
    "numpy.sort": ("real 1d", "np.sort({a})", "np.sort({a})"),
    "numpy.argsort": ("real 1d", "np.argsort({a}, kind='mergesort')", "np.argsort({a}, kind='mergesort')"),
    "numpy.unique": ("real 1d", "np.unique({a})", "np.unique({a})"),
    "numpy.searchsorted": ("real 1d", "np.searchsorted(np.sort({a}), {a})", "np.searchsorted(np.sort({a}), {a})"),
    "numpy.count_nonzero": ("num", "np.count_nonzero({a})", "np.count_nonzero({a})"),
    "numpy.flatnonzero": ("num", "np.flatnonzero({a})", "np.flatnonzero({a})"),
    "numpy.argwhere": ("num", "np.argwhere({a})", "np.argwhere({a})"),
    "numpy.nonzero": ("num 1d", "np.nonzero({a})[0]", "np.nonzero({a})[0]"),
    "numpy.flip": ("num", "np.flip({a})", "np.flip({a})"),
    "numpy.roll": ("num", "np.roll({a}, {n})", "np.roll({a}, {n})"),
    "numpy.ravel": ("num", "np.ravel({a})", "np.ravel({a})"),
    "numpy.transpose": ("num", "np.transpose({a})", "np.transpose({a})"),
    "numpy.concatenate": ("num 1d", "np.concatenate(({a}, {b}))", "np.concatenate(({a}, {b}))"),
    "numpy.vstack": ("num", "np.vstack(({a}, {b}))", "np.vstack(({a}, {b}))"),
    "numpy.hstack": ("num", "np.hstack(({a}, {b}))", "np.hstack(({a}, {b}))"),
    "numpy.stack": ("num", "np.stack(({a}, {b}))", "np.stack(({a}, {b}))"),
    "numpy.repeat": ("num", "np.repeat({a}, 2)", "np.repeat({a}, 2)"),
    "numpy.append": ("num 1d", "np.append({a}, {b})", "np.append({a}, {b})"),
    "numpy.where": ("real", "np.where({a} > 0, {a}, {b})", "np.where({a} > 0, {a}, {b})"),
    "numpy.clip": ("real", "np.clip({a}, -1, 2)", "np.clip({a}, -1, 2)"),
    "numpy.abs": ("num", "np.abs({a})", "np.abs({a})"),
    "numpy.sqrt": ("num nobool", "np.sqrt({a})", "np.sqrt({a})"),
    "numpy.exp": ("num nobool nof32", "np.exp({a})", "np.exp({a})"),
    "numpy.sin": ("num nobool nof32", "np.sin({a})", "np.sin({a})"),
    "numpy.floor": ("real nobool", "np.floor({a})", "np.floor({a})"),
    "numpy.isnan": ("num", "np.isnan({a})", "np.isnan({a})"),
    "numpy.isfinite": ("num", "np.isfinite({a})", "np.isfinite({a})"),
    "numpy.square": ("num", "np.square({a})", "np.square({a})"),
    "numpy.sign": ("real nobool", "np.sign({a})", "np.sign({a})"),
    "numpy.maximum": ("real", "np.maximum({a}, {b})", "np.maximum({a}, {b})"),
    "numpy.fmax": ("real", "np.fmax({a}, {b})", "np.fmax({a}, {b})"),
    "numpy.add": ("num", "np.add({a}, {b})", "np.add({a}, {b})"),
    "numpy.subtract": ("real nobool", "np.subtract({a}, {b})", "np.subtract({a}, {b})"),
    "numpy.multiply": ("num", "np.multiply({a}, {b})", "np.multiply({a}, {b})"),
    "numpy.true_divide": ("real", "np.true_divide({a}, {b})", "np.true_divide({a}, {b})"),
    "numpy.floor_divide": ("float", "np.floor_divide({a}, {b})", "np.floor_divide({a}, {b})"),
    "numpy.hypot": ("float", "np.hypot({a}, {b})", "np.hypot({a}, {b})"),
    "numpy.logaddexp": ("float", "np.logaddexp({a}, {b})", "np.logaddexp({a}, {b})"),
    "numpy.less": ("real", "np.less({a}, {b})", "np.less({a}, {b})"),
    "numpy.round_": ("float", "np.round_({a}, 1)", "np.round_({a}, 1)"),
    "numpy.allclose": ("float", "np.allclose({a}, {b})", "np.allclose({a}, {b})"),
    "numpy.array_equal": ("num", "np.array_equal({a}, {b})", "np.array_equal({a}, {b})"),
    "numpy.dot": ("float 1d", "np.dot({a}, {b})", "np.dot({a}, {b})"),
    "numpy.outer": ("float 1d", "np.outer({a}, {b})", "np.outer({a}, {b})"),
    "numpy.trace": ("float 2d", "np.trace({a})", "np.trace({a})"),
    "numpy.linalg.det": ("sq", "np.round(np.linalg.det({a}), 6)", None),
    "numpy.linalg.norm": ("float", "np.linalg.norm({a})", "np.linalg.norm({a})"),
    "numpy.histogram": ("real 1d ne", "np.histogram({a}, 3)[0]", "np.histogram({a}, 3)[0]"),
    "numpy.bincount": ("int 1d", "np.bincount(np.abs({a}))", "np.bincount(np.abs({a}))"),
    "numpy.interp": ("float 1d", "np.interp({a}, np.sort({b}), {b})", "np.interp({a}, np.sort({b}), {b})"),
    "numpy.convolve": ("float 1d ne", "np.convolve({a}, {b})", "np.convolve({a}, {b})"),
    "numpy.tril": ("num 2d", "np.tril({a})", "np.tril({a})"),
    "numpy.diag": ("num 2d", "np.diag({a})", "np.diag({a})"),
    "numpy.fliplr": ("num 2d", "np.fliplr({a})", "np.fliplr({a})"),
    "numpy.rot90": ("num 2d", "np.rot90({a})", "np.rot90({a})"),
    "numpy.take": ("num 1d ne", "np.take({a}, [0, -1])", "np.take({a}, np.array([0, -1]))"),
}


def surface_names():
    names = set()
    with open(SURFACE) as f:
        for line in f:
            parts = line.split()
            if len(parts) >= 2 and not line.startswith("#") and "missing" not in parts[2:]:
                names.add(parts[1])
    return names


def value(rng, dtype):
    if dtype == "np.bool_":
        return rng.choice(["True", "False"])
    if dtype in ("np.int32", "np.int64"):
        return str(rng.randint(-5, 6))
    if dtype == "np.complex128":
        return "complex(%s, %s)" % (rng.choice(["0.5", "-1.25", "2.0", "0.0"]), rng.choice(["0.0", "1.5", "-0.75"]))
    return rng.choice(["0.5", "-1.25", "2.0", "0.0", "-0.0", "3.75", "1e-3", "-7.5", "np.nan", "100.25"])


def array_literal(rng, dtype, shape):
    if len(shape) == 1:
        vals = [value(rng, dtype) for _ in range(shape[0])]
        return "np.array([%s], dtype=%s)" % (", ".join(vals), dtype)
    rows = ["[%s]" % ", ".join(value(rng, dtype) for _ in range(shape[1])) for _ in range(shape[0])]
    return "np.array([%s], dtype=%s).reshape(%d, %d)" % (", ".join(rows), dtype, shape[0], shape[1])


def fits(kinds, dtype, shape):
    k = kinds.split()
    if "real" in k and dtype == "np.complex128":
        return False
    if "float" in k and dtype not in FLOATS:
        return False
    if "int" in k and dtype not in ("np.int32", "np.int64"):
        return False
    if "1d" in k and len(shape) != 1:
        return False
    if "2d" in k and len(shape) != 2:
        return False
    if "ne" in k and 0 in shape:
        return False
    if "nobool" in k and dtype == "np.bool_":
        return False
    if "nof32" in k and dtype == "np.float32":
        return False
    return True


EXCEPTIONS = ["ValueError", "TypeError", "IndexError", "ZeroDivisionError"]


def guarded(label, expr):
    """print(label, expr), and the exception's class when it raises one."""
    lines = ["try:", "    print(%r, %s)" % (label, expr)]
    for e in EXCEPTIONS:
        lines += ["except %s:" % e, "    print(%r)" % (label + " raised " + e)]
    return lines


def program(seed):
    rng = random.Random(seed)
    have = surface_names()
    names = sorted(n for n in ROUTINES if n in have)
    out = ["# numpy routines, seed %d" % seed, "import numpy as np", "from numba import njit", ""]
    calls = []
    for c in range(rng.randint(4, 8)):
        name = rng.choice(names)
        kinds, host, jit = ROUTINES[name]
        if kinds == "sq":
            dtype, shape = "np.float64", (3, 3)
        else:
            for _ in range(50):
                dtype = rng.choice(DTYPES)
                shape = rng.choice([(0,), (1,), (rng.randint(2, 7),), (rng.randint(1, 3), rng.randint(1, 4))])
                if fits(kinds, dtype, shape):
                    break
            else:
                continue
        if kinds == "sq":
            a = "np.array([%s], dtype=np.float64).reshape(3, 3)" % ", ".join(
                str(rng.randint(-4, 4) + (4 if i % 4 == 0 else 0)) for i in range(9))
            b = a
        else:
            a = array_literal(rng, dtype, shape)
            b = array_literal(rng, dtype, shape)
        n = rng.randint(-3, 3)
        calls.append((c, name, a, b, host.format(a="a", b="b", n=n), jit.format(a="a", b="b", n=n) if jit else None))
    for c, name, a, b, host, jit in calls:
        if jit:
            out += ["", "", "@njit", "def jit_%d(a, b):" % c, "    return %s" % jit]
    out += ["", ""]
    for c, name, a, b, host, jit in calls:
        out.append("a = %s" % a)
        out.append("b = %s" % b)
        out += guarded("%d %s host" % (c, name), host)
        if jit:
            out += guarded("%d %s jit" % (c, name), "jit_%d(a, b)" % c)
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    sys.exit(gen_main.main(sys.argv[1:], program, "numpy", __doc__))
