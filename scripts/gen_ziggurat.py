#!/usr/bin/env python3
"""Writes the ziggurat tables of NumPy's Generator (normal and exponential,
float64 and float32) as a C header, computed from the ziggurat construction
of Marsaglia and Tsang ("The Ziggurat Method for Generating Random
Variables", 2000) with 256 layers and the parameters NumPy 1.24 uses.

The layers: for a decreasing density f (f(x) = exp(-x*x/2) for the normal,
exp(-x) for the exponential) and a tail start r, every layer and the base
(the strip under f from r on, plus its tail) have the area v; the right
edges x[255] = r > x[254] > ... > x[1] > x[0] = 0 follow from
x[i-1] = f^-1(v / x[i] + f(x[i])). A draw of m random bits (m = 2^52 for
the normal's float64 tables, 2^53 for the exponential's, 2^23 for both
float32 tables) picks layer idx and u < m; the tables are

    w[idx] = x[idx] / m      (w[0] = (v / f(r)) / m, the base's width)
    k[idx] = x[idx-1] / x[idx] * m, rounded to an integer
             (k[0] = r * f(r) / v * m, k[1] = 0)
    f[idx] = f(x[idx])       (f[0] = 1)

so that x = u * w[idx] is accepted at once when u < k[idx].

NumPy computed its two families differently, and arrc's tables follow
each, so that draws are bit-identical:

* The exponential's: in high precision (here Python's decimal module at
  60 digits), r = 7.6971174701310497140446280481 and v = exp(-r) * (r + 1),
  the area that makes the base equal to a layer; every entry rounded once
  to the nearest double or float; k rounded to the nearest integer.
* The normal's: in float64 arithmetic, with r = 3.6541528853610087963519472518
  and v = 0.0049286732339746519, as NumPy's generating script ran the
  recursion above in NumPy float64 (its k computed from the float64 x's).
  Here every float64 operation is done in high precision and rounded once,
  which is what a correctly rounded libm gives, so that the tables do not
  depend on the libm of the machine that builds arrc. NumPy's run differed
  from that in one place: f(x[38]) = exp(-x*x/2) came out one ulp above
  the correctly rounded value (its libm was not correctly rounded there),
  which moved f[38], x[37] and, through the recursion, every layer above
  it. LIBM_ULPS records that difference; without it the draws of those
  layers would differ from NumPy's in their last bits.

The float32 tables are the values above rounded to the nearest float32,
except at four near ties of the exponential's (the exact value within 2.5%
of a float32 ulp of the midpoint), where NumPy's tables, computed with
some error of their own, hold the other neighbour: NEAR_TIES records
them, and the script refuses one that is no near tie.

One difference is left, and cannot change a draw that anyone will see:
NumPy's k for the exponential's float64 table (an integer near 2^53) is
1 or 2 below the rounded exact ratio at most layers; a draw differs only
when its 53-bit u falls on one of those one or two integers, a chance of
about 2^-52 per draw.

    python3 scripts/gen_ziggurat.py OUT.h
    python3 scripts/gen_ziggurat.py --verify LIB.so
        (checks that every table occurs byte for byte in a compiled NumPy
        module, e.g. numpy/random/_generator.cpython-311-x86_64-linux-gnu.so)
"""
import struct
import sys
from decimal import Decimal, getcontext

getcontext().prec = 60

SIZE = 256
NOR_R = Decimal("3.6541528853610087963519472518")
NOR_V = 0.0049286732339746519
EXP_R = Decimal("7.6971174701310497140446280481")

# The normal's layers i where NumPy's float64 run got f(x[i]) off the
# correctly rounded value, and by how many ulps.
LIBM_ULPS = {38: +1}

# (table, layer): +1 where NumPy rounded a near tie up, -1 where down.
NEAR_TIES = {("exp_w32", 226): +1, ("exp_f32", 128): -1, ("exp_f32", 154): +1, ("exp_f32", 171): -1}


def next_double(x, ulps):
    """x moved by ulps units in the last place."""
    bits = struct.unpack("<q", struct.pack("<d", x))[0]
    return struct.unpack("<d", struct.pack("<q", bits + ulps))[0]


def exp64(x):
    """exp of a float64, correctly rounded."""
    return float(Decimal(x).exp())


def log64(x):
    return float(Decimal(x).ln())


def sqrt64(x):
    return float(Decimal(x).sqrt())


def f32(x, tie=0):
    """The bits of the float32 nearest to a positive float64 or Decimal x;
    with tie +1 or -1, of its upper or lower neighbour, x being within 2.5%
    of an ulp of their midpoint."""
    x = Decimal(x)
    bits = struct.unpack("<I", struct.pack("<f", float(x)))[0]
    if not tie:
        return bits
    as_float = lambda b: Decimal(struct.unpack("<f", struct.pack("<I", b))[0])
    lo = bits if as_float(bits) <= x else bits - 1
    t = (x - as_float(lo)) / (as_float(lo + 1) - as_float(lo))
    if abs(t - Decimal("0.5")) > Decimal("0.025"):
        raise SystemExit("gen_ziggurat.py: %s is no near tie (%.4f of an ulp)" % (x, t))
    return lo + (tie > 0)


def round_even(x):
    """NumPy's np.round of a float64: to the nearest integer, ties to even."""
    return int(round(x))


def normal_tables():
    """The normal's x[0..255] and its base width, as NumPy's float64 run."""
    r = float(NOR_R)
    v = NOR_V

    def pdf(x, layer=None):
        y = exp64(-0.5 * x * x)
        return next_double(y, LIBM_ULPS.get(layer, 0))

    x = [0.0] * SIZE
    x[SIZE - 1] = r
    for i in range(SIZE - 2, 0, -1):
        x[i] = sqrt64(-2 * log64(pdf(x[i + 1], i + 1) + v / x[i + 1]))
    fr = pdf(r)
    tables = {}
    for name, m in (("double", 2.0**52), ("float", 2.0**23)):
        k = [round_even(((r * fr) / v) * m)] + [round_even((x[i - 1] / x[i]) * m) for i in range(1, SIZE)]
        w = [(v / fr) / m] + [x[i] / m for i in range(1, SIZE)]
        f = [1.0] + [pdf(x[i], i) for i in range(1, SIZE)]
        tables[name] = (k, w, f)
    return r, tables


def exponential_tables():
    """The exponential's tables, from the exact construction."""
    r = EXP_R
    v = (-r).exp() * (r + 1)
    x = [Decimal(0)] * SIZE
    x[SIZE - 1] = r
    for i in range(SIZE - 2, 0, -1):
        x[i] = -(v / x[i + 1] + (-x[i + 1]).exp()).ln()
    tables = {}
    for name, m in (("double", Decimal(2) ** 53), ("float", Decimal(2) ** 23)):
        ratio0 = r * (-r).exp() / v * m
        k = [int(ratio0.to_integral_value())] + [int((x[i - 1] / x[i] * m).to_integral_value()) for i in range(1, SIZE)]
        w = [v / (-r).exp() / m] + [x[i] / m for i in range(1, SIZE)]
        f = [Decimal(1)] + [(-x[i]).exp() for i in range(1, SIZE)]
        tables[name] = (k, w, f)
    return r, tables


def c_double(x):
    return float(x).hex()


def c_float(bits):
    return struct.unpack("<f", struct.pack("<I", bits))[0].hex() + "f"


def c_array(ctype, name, items):
    lines = ["static const %s %s[%d] = {" % (ctype, name, len(items))]
    for i in range(0, len(items), 4):
        lines.append("    " + ", ".join(items[i:i + 4]) + ",")
    lines.append("};")
    return "\n".join(lines)


def all_tables():
    """(C type, name, struct format, values) of every table."""
    _, nor = normal_tables()
    _, ex = exponential_tables()
    out = []
    for prefix, fam in (("nor", nor), ("exp", ex)):
        k, w, f = fam["double"]
        out.append(("uint64_t", "zig_%s_k64" % prefix, "<%dQ" % SIZE, k, ["0x%016xu" % v for v in k]))
        out.append(("double", "zig_%s_w64" % prefix, "<%dd" % SIZE, [float(v) for v in w], [c_double(v) for v in w]))
        out.append(("double", "zig_%s_f64" % prefix, "<%dd" % SIZE, [float(v) for v in f], [c_double(v) for v in f]))
        k, w, f = fam["float"]
        out.append(("uint32_t", "zig_%s_k32" % prefix, "<%dI" % SIZE, k, ["0x%08xu" % v for v in k]))
        for kind, values in (("w32", w), ("f32", f)):
            name = "%s_%s" % (prefix, kind)
            bits = [f32(v, NEAR_TIES.get((name, i), 0)) for i, v in enumerate(values)]
            out.append(("float", "zig_" + name, "<%dI" % SIZE, bits, [c_float(b) for b in bits]))
    return out


def write(path):
    parts = [
        "/* Generated by scripts/gen_ziggurat.py: do not edit. The ziggurat tables",
        " * of NumPy 1.24's Generator (k: acceptance bounds, w: widths, f: density",
        " * at the layers' edges), for the normal and the exponential, float64 and",
        " * float32; runtime/generator_dist.c draws with them. */",
        "#ifndef ARRC_ZIGGURAT_TABLES_H",
        "#define ARRC_ZIGGURAT_TABLES_H",
        "",
        "#include <stdint.h>",
        "",
        "#define ZIG_NOR_R %s" % c_double(NOR_R),
        "#define ZIG_NOR_INV_R %s" % c_double(1 / NOR_R),
        "#define ZIG_EXP_R %s" % c_double(EXP_R),
        "#define ZIG_NOR_R_F %s" % c_float(f32(NOR_R)),
        "#define ZIG_NOR_INV_R_F %s" % c_float(f32(1 / NOR_R)),
        "#define ZIG_EXP_R_F %s" % c_float(f32(EXP_R)),
        "",
    ]
    for ctype, name, _, _, items in all_tables():
        parts.append(c_array(ctype, name, items))
        parts.append("")
    parts.append("#endif")
    with open(path, "w") as f:
        f.write("\n".join(parts) + "\n")


def verify(lib):
    """Exit 1 unless every table's bytes occur in the compiled module lib."""
    blob = open(lib, "rb").read()
    bad = 0
    for _, name, fmt, values, _ in all_tables():
        found = blob.find(struct.pack(fmt, *values))
        print("%-12s %s" % (name, "found at %d" % found if found >= 0 else "NOT FOUND"))
        bad += found < 0
    return 1 if bad else 0


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--verify":
        sys.exit(verify(sys.argv[2]))
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    write(sys.argv[1])
