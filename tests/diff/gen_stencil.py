#!/usr/bin/env python3
"""Random @stencil programs for differential testing (tests/diff/README.md).

    python3 tests/diff/gen_stencil.py SEED            # prints the program of SEED
    python3 tests/diff/gen_stencil.py --write DIR N S # writes DIR/stencil_S.arr ... for N seeds from S

Each program defines a few stencils of 1 to 3 dimensions: sums of
relative reads at random constant offsets (some with neighborhood=
wider than they need, some with a second input array or a scalar
parameter, some with a weights array under standard_indexing=, some with
cval=), applies each to arrays of random dtypes (int32, int64, float32,
float64) and shapes (1-element, all border, wider than the kernel) from
host code, from @njit code with and without out=, and from
@njit(parallel=True) code, and prints the results and their dtypes.
Compare with the oracle through difftest.py:

    python3 tests/diff/gen_stencil.py --write /tmp/st 40 1
    python3 tests/diff/difftest.py --check /tmp/st/*.arr

The programs only use what both sides define: offsets stay inside the
neighborhood, out= in @njit code has the kernel's result dtype (Numba
0.56 fails to lower another), and parallel code gets no tuple argument.
"""
import random
import sys

import gen_main

DTYPES = ["np.int32", "np.int64", "np.float32", "np.float64"]


def offsets(r, ndim):
    return tuple(r.randint(-2, 2) for _ in range(ndim))


def index(off):
    return ", ".join(str(o) for o in off)


def kernel(r, name, ndim):
    """A stencil: its source, parameters and whether it reads a scalar."""
    reads = [offsets(r, ndim) for _ in range(r.randint(1, 4))]
    second = r.random() < 0.3
    scalar = r.random() < 0.4
    weights = r.random() < 0.25
    opts = []
    if r.random() < 0.3:
        lo = [min(0, min(o[d] for o in reads)) - r.randint(0, 1) for d in range(ndim)]
        hi = [max(0, max(o[d] for o in reads)) + r.randint(0, 1) for d in range(ndim)]
        opts.append("neighborhood=(%s,)" % ", ".join("(%d, %d)" % (lo[d], hi[d]) for d in range(ndim)))
    if r.random() < 0.4:
        opts.append("cval=%s" % r.choice(["1", "-2", "0.5", "7.25", "True"]))
    if weights:
        opts.append('standard_indexing=("w",)')
    params = ["a"] + (["b"] if second else []) + (["s"] if scalar else []) + (["w"] if weights else [])
    terms = []
    for k, off in enumerate(reads):
        arr = "b" if second and k % 2 == 1 else "a"
        coef = r.choice(["", "2 * ", "0.5 * ", "-"])
        if weights:
            coef = "w[%d] * " % (k % 2)
        terms.append("%s%s[%s]" % (coef, arr, index(off)))
    expr = " + ".join(terms)
    if scalar:
        expr = "(%s) %s s" % (expr, r.choice(["*", "+", "-"]))
    deco = "@stencil" + ("(%s)" % ", ".join(opts) if opts else "")
    src = "%s\ndef %s(%s):\n    return %s\n" % (deco, name, ", ".join(params), expr)
    return src, second, scalar, weights


def array(r, ndim, dtype):
    shape = tuple(r.choice([1, 2, 3, 5, 6]) for _ in range(ndim))
    n = 1
    for s in shape:
        n *= s
    start = r.randint(-4, 3)
    return "(np.arange(%d) %% 7 + %d).astype(%s).reshape(%s)" % (n, start, dtype, repr(shape))


def program(seed):
    r = random.Random(seed)
    out = ["# gen_stencil.py seed %d" % seed, "import numpy as np", "from numba import stencil, njit", ""]
    calls = []
    for k in range(r.randint(1, 2)):
        ndim = r.choice([1, 1, 2, 2, 3])
        name = "k%d" % k
        src, second, scalar, weights = kernel(r, name, ndim)
        out.append(src)
        params = ["x"] + (["y"] if second else []) + (["z"] if scalar else []) + (["wt"] if weights else [])
        pl = ", ".join(params)
        argl = pl.replace("z", "2")
        out.append("@njit\ndef %s_jit(%s):\n    return %s(%s)\n" % (name, pl, name, pl))
        out.append("@njit(parallel=True)\ndef %s_par(%s):\n    return %s(%s)\n" % (name, pl, name, pl))
        out.append("@njit\ndef %s_out(%s):\n    o = %s(%s)\n    p = np.full(o.shape, 9, o.dtype)\n"
                   "    %s(%s, out=p)\n    return p\n" % (name, pl, name, pl, name, pl))
        for _ in range(1):
            dtype = r.choice(DTYPES)
            calls.append("x = %s" % array(r, ndim, dtype))
            if second:
                calls.append("y = x * 3 - 1")
            if weights:
                calls.append("wt = np.array([0.5, -1.0])")
            for fn in (name, name + "_jit", name + "_par", name + "_out"):
                calls.append("r = %s(%s)" % (fn, argl))
                calls.append("print(%r, r.dtype, r.shape)" % fn)
                calls.append("print(r)")
    out.extend(calls)
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    sys.exit(gen_main.main(sys.argv[1:], program, "stencil", __doc__))
