#!/usr/bin/python3
"""Prints the C tables of expected values for tests/unit/test_rt_random.c.

Run it with the interpreter that has NumPy 1.24 and Numba 0.56 (the oracle):

    /usr/bin/python3 tests/unit/gen_rt_random_cases.py > /tmp/cases.inc

and paste its output into the marked block of test_rt_random.c. Doubles are
printed with float.hex so that the C literals are exact and the tests can
compare bit for bit.

Every case seeds a generator, draws N values with one operation and then
one more value with random() from the same generator: the trailing value
checks that the operation consumed exactly as many 32-bit words (and left
the cached Gaussian) as the reference does.
"""

import random

import numpy as np
from numba import njit

SEEDS = [0, 1, 42, 2**32 - 1]
N = 10          # scalar draws per case
FILL_SHAPE = (3, 4)
FILL_N = 12     # elements of a filled array

INT64_MIN = -2**63


def c_int(v):
    """An int64 value as a C expression (INT64_MIN has no literal)."""
    if v == INT64_MIN:
        return "INT64_MIN"
    return "INT64_C(%d)" % v


def c_double(v):
    return float(v).hex()


def c_list(values, fmt, width=3):
    items = [fmt(v) for v in values]
    lines = []
    for i in range(0, len(items), width):
        lines.append("      " + ", ".join(items[i:i + width]) + ",")
    return "\n".join(lines)


# ---- host: NumPy's legacy RandomState through np.random ---------------------

# Operation name, float arguments, int arguments. The C side maps the name
# to an enum and performs the same call on the host generator.
HOST_SCALAR_OPS = [
    ("H_RANDOM", (0.0, 0.0), (0, 0)),
    ("H_UNIFORM", (-3.5, 7.25), (0, 0)),
    ("H_UNIFORM", (10.0, -2.0), (0, 0)),
    ("H_NORMAL", (1.5, 2.0), (0, 0)),
    ("H_NORMAL", (0.0, 1.0), (0, 0)),
    ("H_STDNORMAL", (0.0, 0.0), (0, 0)),
    ("H_GAUSS", (-4.0, 0.25), (0, 0)),
    ("H_PY_UNIFORM", (2.0, 3.0), (0, 0)),
    ("H_RANDINT", (0.0, 0.0), (0, 10)),
    ("H_RANDINT", (0.0, 0.0), (-5, 5)),
    ("H_RANDINT", (0.0, 0.0), (0, 1)),
    ("H_RANDINT", (0.0, 0.0), (7, 1000003)),
    ("H_RANDINT", (0.0, 0.0), (0, 2**31)),
    ("H_RANDINT", (0.0, 0.0), (0, 2**32)),        # range 2**32 - 1: no mask
    ("H_RANDINT", (0.0, 0.0), (0, 2**32 + 1)),    # the first 64-bit range
    ("H_RANDINT", (0.0, 0.0), (0, 2**40)),
    ("H_RANDINT", (0.0, 0.0), (-2**62, 2**62)),
    ("H_RANDINT", (0.0, 0.0), (INT64_MIN, 2**63 - 1)),
    ("H_RANDINT", (0.0, 0.0), (2**63 - 10, 2**63 - 1)),
    ("H_PY_RANDINT", (0.0, 0.0), (1, 6)),
    ("H_PY_RANDINT", (0.0, 0.0), (3, 3)),
    ("H_PY_RANDINT", (0.0, 0.0), (-100, 2**33)),
    ("H_PY_RANDINT", (0.0, 0.0), (INT64_MIN, 2**63 - 1)),
]


def host_scalar(op, f, i):
    """One draw of op on NumPy's global RandomState."""
    if op == "H_RANDOM":
        return np.random.random()
    if op == "H_UNIFORM":
        return np.random.uniform(f[0], f[1])
    if op == "H_NORMAL":
        return np.random.normal(f[0], f[1])
    if op == "H_STDNORMAL":
        return np.random.standard_normal()
    if op == "H_GAUSS":         # random.gauss in host code is NumPy's normal
        return np.random.normal(f[0], f[1])
    if op == "H_PY_UNIFORM":    # random.uniform(a, b) = a + (b - a) * random()
        return f[0] + (f[1] - f[0]) * np.random.random()
    if op == "H_RANDINT":
        return int(np.random.randint(i[0], i[1], dtype=np.int64))
    if op == "H_PY_RANDINT":    # random.randint(a, b) includes b
        if i[1] == 2**63 - 1:
            # randint's exclusive bound would not fit in int64, so draw
            # the full range through uint64 as the C code does.
            v = int(np.random.randint(0, 2**64, dtype=np.uint64))
            return v + i[0]
        return int(np.random.randint(i[0], i[1] + 1, dtype=np.int64))
    raise ValueError(op)


# Filled arrays: operation, float arguments, int arguments; the expected
# elements are those of the NumPy call with size=FILL_SHAPE.
HOST_FILL_OPS = [
    ("HF_RANDOM", (0.0, 0.0), (0, 0)),
    ("HF_UNIFORM", (-1.0, 1.0), (0, 0)),
    ("HF_NORMAL", (3.0, 0.5), (0, 0)),
    ("HF_STDNORMAL", (0.0, 0.0), (0, 0)),
    ("HF_RANDINT", (0.0, 0.0), (-3, 300)),
    ("HF_RANDINT", (0.0, 0.0), (0, 2**35)),
]


def host_fill(op, f, i):
    if op == "HF_RANDOM":
        return np.random.rand(*FILL_SHAPE)
    if op == "HF_UNIFORM":
        return np.random.uniform(f[0], f[1], FILL_SHAPE)
    if op == "HF_NORMAL":
        return np.random.normal(f[0], f[1], FILL_SHAPE)
    if op == "HF_STDNORMAL":
        return np.random.randn(*FILL_SHAPE)
    if op == "HF_RANDINT":
        return np.random.randint(i[0], i[1], FILL_SHAPE, dtype=np.int64)
    raise ValueError(op)


# np.random.uniform with bounds broadcast against size: low, high, size.
HOST_BCAST_CASES = [
    ((-1.0, -1.0), (1.0, 1.0), (6, 2)),
    ((0.0, 10.0, -5.0), (1.0, 20.0, 5.0), (4, 3)),
    ((2.0,), (3.0, 4.0), (2, 3, 2)),
    (((0.0,), (100.0,), (200.0,)), (1.0, 2.0), (3, 2)),   # low (3, 1), high (2,)
]


# ---- jitted code: Numba's generators -----------------------------------------

@njit
def _jit_np_seed(s):
    np.random.seed(s)


@njit
def _jit_py_seed(s):
    random.seed(s)


@njit
def _jit_np_random():
    return np.random.random()


@njit
def _jit_np_uniform(a, b):
    return np.random.uniform(a, b)


@njit
def _jit_np_normal(a, b):
    return np.random.normal(a, b)


@njit
def _jit_np_stdnormal():
    return np.random.standard_normal()


@njit
def _jit_np_randn():
    return np.random.randn()


@njit
def _jit_np_randint(a, b):
    return np.random.randint(a, b)


@njit
def _jit_py_random():
    return random.random()


@njit
def _jit_py_uniform(a, b):
    return random.uniform(a, b)


@njit
def _jit_py_gauss(a, b):
    return random.gauss(a, b)


@njit
def _jit_py_randint(a, b):
    return random.randint(a, b)


@njit
def _jit_fill_random():
    return np.random.random((3, 4))


@njit
def _jit_fill_rand():
    return np.random.rand(3, 4)


@njit
def _jit_fill_uniform(a, b):
    return np.random.uniform(a, b, (3, 4))


@njit
def _jit_fill_normal(a, b):
    return np.random.normal(a, b, (3, 4))


@njit
def _jit_fill_randn():
    return np.random.randn(3, 4)


@njit
def _jit_fill_randint(a, b):
    return np.random.randint(a, b, (3, 4))


# (operation, float args, int args, which state it uses: "np" or "py")
JIT_SCALAR_OPS = [
    ("J_NP_RANDOM", (0.0, 0.0), (0, 0)),
    ("J_NP_UNIFORM", (-3.5, 7.25), (0, 0)),
    ("J_NP_NORMAL", (1.5, 2.0), (0, 0)),
    ("J_NP_STDNORMAL", (0.0, 0.0), (0, 0)),
    ("J_NP_RANDINT", (0.0, 0.0), (0, 10)),
    ("J_NP_RANDINT", (0.0, 0.0), (-5, 5)),
    ("J_NP_RANDINT", (0.0, 0.0), (0, 1)),
    ("J_NP_RANDINT", (0.0, 0.0), (0, 2)),
    ("J_NP_RANDINT", (0.0, 0.0), (7, 1000003)),
    ("J_NP_RANDINT", (0.0, 0.0), (0, 2**32)),
    ("J_NP_RANDINT", (0.0, 0.0), (0, 2**32 + 1)),
    ("J_NP_RANDINT", (0.0, 0.0), (0, 2**40)),
    ("J_NP_RANDINT", (0.0, 0.0), (-2**61, 2**61)),
    ("J_NP_RANDINT", (0.0, 0.0), (2**63 - 10, 2**63 - 1)),
    ("J_PY_RANDOM", (0.0, 0.0), (0, 0)),
    ("J_PY_UNIFORM", (2.0, 3.0), (0, 0)),
    ("J_PY_GAUSS", (-4.0, 0.25), (0, 0)),
    ("J_PY_RANDINT", (0.0, 0.0), (1, 6)),
    ("J_PY_RANDINT", (0.0, 0.0), (3, 3)),
    ("J_PY_RANDINT", (0.0, 0.0), (-5, 5)),
    ("J_PY_RANDINT", (0.0, 0.0), (0, 2**31 - 1)),
    ("J_PY_RANDINT", (0.0, 0.0), (0, 2**32 - 1)),
    ("J_PY_RANDINT", (0.0, 0.0), (0, 2**32)),
    ("J_PY_RANDINT", (0.0, 0.0), (-2**61, 2**61)),
]


def jit_scalar(op, f, i):
    return {
        "J_NP_RANDOM": lambda: _jit_np_random(),
        "J_NP_UNIFORM": lambda: _jit_np_uniform(f[0], f[1]),
        "J_NP_NORMAL": lambda: _jit_np_normal(f[0], f[1]),
        "J_NP_STDNORMAL": lambda: _jit_np_stdnormal(),
        "J_NP_RANDINT": lambda: _jit_np_randint(i[0], i[1]),
        "J_PY_RANDOM": lambda: _jit_py_random(),
        "J_PY_UNIFORM": lambda: _jit_py_uniform(f[0], f[1]),
        "J_PY_GAUSS": lambda: _jit_py_gauss(f[0], f[1]),
        "J_PY_RANDINT": lambda: _jit_py_randint(i[0], i[1]),
    }[op]()


JIT_FILL_OPS = [
    ("JF_RANDOM", (0.0, 0.0), (0, 0)),
    ("JF_RAND", (0.0, 0.0), (0, 0)),
    ("JF_UNIFORM", (-1.0, 1.0), (0, 0)),
    ("JF_NORMAL", (3.0, 0.5), (0, 0)),
    ("JF_STDNORMAL", (0.0, 0.0), (0, 0)),
    ("JF_RANDINT", (0.0, 0.0), (-3, 300)),
    ("JF_RANDINT", (0.0, 0.0), (0, 2**35)),
]


def jit_fill(op, f, i):
    return {
        "JF_RANDOM": lambda: _jit_fill_random(),
        "JF_RAND": lambda: _jit_fill_rand(),
        "JF_UNIFORM": lambda: _jit_fill_uniform(f[0], f[1]),
        "JF_NORMAL": lambda: _jit_fill_normal(f[0], f[1]),
        "JF_STDNORMAL": lambda: _jit_fill_randn(),
        "JF_RANDINT": lambda: _jit_fill_randint(i[0], i[1]),
    }[op]()


def is_int_op(op):
    return "RANDINT" in op


def emit_case(op, f, i, seed, values, after):
    if is_int_op(op):
        body = "      .i = {\n%s\n      }," % c_list(values, c_int, 3)
    else:
        body = "      .f = {\n%s\n      }," % c_list(values, c_double, 3)
    print("    {%s, %s, %s, %s, %s, %uu, %d,\n%s\n      .after = %s},"
          % (op, c_double(f[0]), c_double(f[1]), c_int(i[0]), c_int(i[1]),
             seed, len(values), body, c_double(after)))


def main():
    print("/* Generated by tests/unit/gen_rt_random_cases.py with NumPy %s and"
          " Numba %s. */" % (np.__version__, __import__("numba").__version__))

    # Host scalar cases.
    print("static const draw_case host_cases[] = {")
    for op, f, i in HOST_SCALAR_OPS:
        for seed in SEEDS:
            np.random.seed(seed)
            values = [host_scalar(op, f, i) for _ in range(N)]
            emit_case(op, f, i, seed, values, np.random.random())
    print("};")

    print("static const draw_case host_fill_cases[] = {")
    for op, f, i in HOST_FILL_OPS:
        for seed in SEEDS:
            np.random.seed(seed)
            arr = host_fill(op, f, i)
            assert arr.shape == FILL_SHAPE
            emit_case(op, f, i, seed, list(arr.ravel()), np.random.random())
    print("};")

    # Broadcast bounds: the values are NumPy's elements in C order.
    for k, (low, high, size) in enumerate(HOST_BCAST_CASES):
        np.random.seed(SEEDS[k % len(SEEDS)])
        arr = np.random.uniform(low, high, size)
        after = np.random.random()
        print("static const double host_bcast_%d[] = {\n%s\n};" % (k, c_list(arr.ravel(), c_double)))
        print("static const double host_bcast_%d_after = %s;" % (k, c_double(after)))

    # A long host run: the last ten of 1500 doubles (3000 words) come after
    # four refills of the 624-word state.
    np.random.seed(12345)
    long_run = np.random.random(1500)
    print("static const double host_long_run_tail[] = {\n%s\n};"
          % c_list(long_run[-10:], c_double))

    # Interleaving normal and random: the cached Gaussian survives other
    # draws and is dropped by a reseed.
    np.random.seed(7)
    seq = [np.random.normal(0.0, 1.0), np.random.random(), np.random.normal(0.0, 1.0),
           np.random.randint(0, 100), np.random.normal(0.0, 1.0)]
    np.random.seed(7)
    seq.append(np.random.normal(0.0, 1.0))
    print("static const double host_interleave[] = {\n%s\n};" % c_list(seq, c_double))

    # Jitted scalar cases: the seed goes to the state the operation uses.
    print("static const draw_case jit_cases[] = {")
    for op, f, i in JIT_SCALAR_OPS:
        for seed in SEEDS:
            if op.startswith("J_NP"):
                _jit_np_seed(seed)
                values = [jit_scalar(op, f, i) for _ in range(N)]
                after = _jit_np_random()
            else:
                _jit_py_seed(seed)
                values = [jit_scalar(op, f, i) for _ in range(N)]
                after = _jit_py_random()
            emit_case(op, f, i, seed, values, after)
    print("};")

    print("static const draw_case jit_fill_cases[] = {")
    for op, f, i in JIT_FILL_OPS:
        for seed in SEEDS:
            _jit_np_seed(seed)
            arr = jit_fill(op, f, i)
            assert arr.shape == FILL_SHAPE
            emit_case(op, f, i, seed, list(arr.ravel()), _jit_np_random())
    print("};")

    # The two jitted states are separate: seeding one leaves the other's
    # sequence alone, and the random module's Gaussian cache is its own.
    _jit_np_seed(5)
    _jit_py_seed(6)
    seq = [_jit_np_random(), _jit_py_random(), _jit_np_normal(0.0, 1.0),
           _jit_py_gauss(0.0, 1.0), _jit_np_random(), _jit_py_random()]
    _jit_py_seed(6)
    seq += [_jit_np_normal(0.0, 1.0), _jit_py_random()]
    print("static const double jit_separate[] = {\n%s\n};" % c_list(seq, c_double))

    # Jitted np.random.seed takes a uint32: larger seeds wrap.
    _jit_np_seed(2**32 + 7)
    print("static const double jit_seed_wrap = %s;" % c_double(_jit_np_random()))


if __name__ == "__main__":
    main()
