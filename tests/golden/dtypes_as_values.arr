# dtypes as values, as generic NumPy code uses them: dispatch on
# np.issubdtype, integer overflow checks with np.iinfo, float tolerances
# with np.finfo, dtypes passed to creators and astype as objects, classes,
# strings and codes.
import numpy as np
from numba import njit


def normalise(a):
    """Scales integers by their type's range and floats to [0, 1]."""
    x = a.astype(np.float64)
    if np.issubdtype(a.dtype, np.integer):
        info = np.iinfo(a.dtype)
        return (x - info.min) / (float(info.max) - info.min)
    if np.issubdtype(a.dtype, np.bool_):
        return x
    lo = x.min()
    return (x - lo) / (x.max() - lo)


def describe(a):
    d = a.dtype
    kinds = []
    for abstract, label in ((np.number, "number"), (np.integer, "integer"), (np.signedinteger, "signed"),
                            (np.unsignedinteger, "unsigned"), (np.inexact, "inexact"), (np.floating, "floating"),
                            (np.complexfloating, "complex")):
        if np.issubdtype(d, abstract):
            kinds.append(label)
    print(d, repr(d), d.name, d.itemsize, d.kind, d.char, d.str, d.byteorder, kinds)


for dt in (np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32, np.uint64, np.float32,
           np.float64, np.complex128, np.bool_):
    describe(np.zeros(2, dtype=dt))

print(normalise(np.array([0, 64, 127, -128], np.int8)))
print(normalise(np.array([0, 255], np.uint8)))
print(normalise(np.array([2.0, 4.0, 3.0])), normalise(np.array([1.5, 2.5, 2.0], np.float32)))
print(normalise(np.array([True, False])))


def checked_add(a, b):
    """Adds two int32 arrays, reporting where the sum overflows."""
    info = np.iinfo(a.dtype)
    wide = a.astype(np.int64) + b.astype(np.int64)
    bad = np.logical_or(np.greater(wide, info.max), np.less(wide, info.min))
    return np.add(a, b), bad


s, overflow = checked_add(np.array([2 ** 31 - 1, 5, -2 ** 31], np.int32), np.array([1, 6, -1], np.int32))
print(s, overflow)

for t in (np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32, np.uint64):
    info = np.iinfo(t)
    print(t.__name__, info.min, info.max, info.bits)
print(np.iinfo(np.int16))
print(np.iinfo(np.uint32))
print(np.finfo(np.float64))
print(np.finfo(np.float32))
for t in (np.float32, np.float64):
    fi = np.finfo(t)
    print(fi.eps, fi.tiny, fi.max, fi.min, fi.resolution, fi.precision, fi.bits, fi.epsneg, fi.nmant, fi.maxexp)


def close(x, y):
    """Compares with a tolerance of a few ulps of the arrays' dtype."""
    eps = np.finfo(x.dtype).eps
    return np.less_equal(np.absolute(np.subtract(x, y)), 4 * eps * np.fmax(np.absolute(x), np.absolute(y)))


x = np.array([0.1 + 0.2, 1.0, 1e-8])
print(close(x, np.array([0.3, 1.0 + 1e-15, 1.1e-8])))
print(close(x.astype(np.float32), np.array([0.3, 1.0, 1e-8], np.float32)))


@njit
def jit_limits(a):
    info = np.iinfo(np.int16)
    fi = np.finfo(np.float32)
    return info.min, info.max, info.bits, fi.eps, fi.max, np.iinfo(a.dtype).max, np.finfo(np.float64).tiny


print(jit_limits(np.zeros(1, np.int32)))


@njit
def clamp_to(a, b):
    info = np.iinfo(b.dtype)
    return np.minimum(np.maximum(a, info.min), info.max)


print(clamp_to(np.array([-1000, 5, 300]), np.zeros(1, np.uint8)), clamp_to(np.zeros(0, np.int64), np.zeros(1, np.int8)))

# dtypes given as objects, classes, strings and codes, passed and compared.
a = np.array([1.5, -2.25, 3.0])
d = a.dtype
print(np.zeros(3, dtype=d), np.ones(2, dtype=np.dtype("float32")), np.empty(0, "i8").dtype)
print(np.dtype("f8"), np.dtype("d"), np.dtype("<i4"), np.dtype("int32"), np.dtype("u1"), np.dtype("?"), np.dtype("b"),
      np.dtype("complex128"), np.dtype("l"), np.dtype("=f4"), np.dtype("|b1"), np.dtype("uint64"))
print(a.astype("f4").dtype, a.astype("<i8").dtype, a.astype("h"), a.astype("?"), np.zeros(2, "D"), np.ones(2, "B"))
print(np.dtype(np.int64), np.dtype(float), np.dtype(int), np.dtype(bool), np.dtype(d) == d)
print(d == np.float64, d == np.dtype("f8"), d != np.float32, a.astype(np.int32).dtype == np.int32)
print(a.astype(np.float32), a.astype("float32"), a.astype(np.dtype("int16")), a.astype(d).dtype)
print(np.int_, np.float_, np.intc, np.uintc, np.double, np.single, np.byte, np.ubyte, np.short, np.ushort)
print(np.int_(7), np.float_(2.5), np.intc(-3), np.single(0.1), np.zeros(2, np.intc).dtype, np.ones(1, np.ubyte))


@njit
def jit_astype(a, like):
    return a.astype(np.float32), a.astype(like.dtype), np.zeros(2, like.dtype), np.dtype("int16")


print(jit_astype(a, np.zeros(1, np.int32)))

# np.iinfo of a float in a branch generic code does not take runs only
# when taken: NumPy's ValueError.
print(np.iinfo(np.float64).max)
