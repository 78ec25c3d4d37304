"""numba.cuda.libdevice for the oracle (tests/oracle.sh).

Numba 0.56's CUDA simulator has libdevice's functions only as stubs that
return None, so a program that calls them cannot run in the oracle. This
module, which oracle.sh loads before such a program, gives each function
what NVIDIA's CUDA Math API documents it to compute, written here in Python
on its own (math, NumPy, exact rational arithmetic for the rounding modes):
float64 functions as Python floats, float32 ones as np.float32 computed
from the float32 arguments, integer ones with libdevice's 32- or 64-bit
wraparound. A function missing here raises NotImplementedError when a
kernel calls it, so that no golden output depends on a guess.
"""
import math
import struct
from fractions import Fraction

import numpy as np
import numba.cuda.libdevice as _libdevice

_F = {}


def _def(name):
    def put(fn):
        _F[name] = fn
        return fn
    return put


def _i32(v):
    v = int(v) & 0xFFFFFFFF
    return v - (1 << 32) if v >> 31 else v


def _i64(v):
    v = int(v) & 0xFFFFFFFFFFFFFFFF
    return v - (1 << 64) if v >> 63 else v


def _u32(v):
    return int(v) & 0xFFFFFFFF


def _u64(v):
    return int(v) & 0xFFFFFFFFFFFFFFFF


def _f32(fn):
    """The float32 form of a float64 function: float32 in, float32 out."""
    return lambda *a: np.float32(fn(*(float(np.float32(x)) for x in a)))


def _c_round(x):
    """C's round: halfway cases away from zero."""
    if not math.isfinite(x):
        return x
    r = math.floor(abs(x))
    if abs(x) - r >= 0.5:
        r += 1
    return math.copysign(float(r), x)


def _ieee(fn):
    """fn() with IEEE results where Python would raise: inf, nan."""
    with np.errstate(all="ignore"):
        return float(fn())


def _safe(fn):
    """A math function that returns NaN outside its domain and inf on
    overflow, as the C library does, where Python's raises."""
    def call(*a):
        try:
            return fn(*a)
        except ValueError:
            return math.nan
        except OverflowError:
            return math.inf
    return call


_ONE = {
    "acos": math.acos, "acosh": math.acosh, "asin": math.asin, "asinh": math.asinh, "atan": math.atan,
    "atanh": math.atanh, "cbrt": lambda x: float(np.cbrt(x)), "ceil": lambda x: float(np.ceil(x)),
    "cos": math.cos, "cosh": math.cosh, "erf": math.erf, "erfc": math.erfc, "exp": math.exp,
    "exp2": lambda x: 2.0 ** x, "exp10": lambda x: 10.0 ** x, "expm1": math.expm1, "fabs": math.fabs,
    "floor": lambda x: float(np.floor(x)), "lgamma": math.lgamma, "log": math.log,
    "log10": math.log10, "log1p": math.log1p, "log2": math.log2, "rint": lambda x: float(np.rint(x)),
    "nearbyint": lambda x: float(np.rint(x)), "round": _c_round, "sin": math.sin, "sinh": math.sinh,
    "sqrt": math.sqrt, "tan": math.tan, "tanh": math.tanh, "tgamma": math.gamma,
    "trunc": lambda x: float(np.trunc(x)),
    "logb": lambda x: (-math.inf if x == 0 else abs(x) if not math.isfinite(x) else float(math.frexp(x)[1] - 1)),
    "rsqrt": lambda x: _ieee(lambda: 1.0 / np.sqrt(np.float64(x))),
    "rcbrt": lambda x: _ieee(lambda: 1.0 / np.cbrt(np.float64(x))),
    "normcdf": lambda x: 0.5 * math.erfc(-x / math.sqrt(2.0)),
}
_TWO = {
    "atan2": math.atan2, "copysign": math.copysign, "fdim": lambda x, y: x - y if x > y else 0.0,
    "fmax": lambda x, y: float(np.fmax(x, y)), "fmin": lambda x, y: float(np.fmin(x, y)), "fmod": math.fmod,
    "hypot": math.hypot, "nextafter": math.nextafter, "pow": lambda x, y: _ieee(lambda: np.power(np.float64(x), np.float64(y))), "remainder": math.remainder,
}
for _n, _fn in list(_ONE.items()) + list(_TWO.items()):
    _fn = _safe(_fn)
    _F[_n] = _fn
    _F[_n + "f"] = _f32(_fn)
for _n in ("cos", "exp", "exp10", "log", "log10", "log2", "sin", "tan"):
    _F["fast_" + _n + "f"] = _F[_n + "f"]
_F["fast_powf"] = _F["powf"]
_F["fast_fdividef"] = lambda x, y: np.float32(np.float32(x) / np.float32(y))
_F["frsqrt_rn"] = _F["rsqrtf"]
_F["ldexp"] = _safe(lambda x, n: math.copysign(math.ldexp(x, int(n)), x) if x else x)
_F["ldexpf"] = lambda x, n: np.float32(_F["ldexp"](float(np.float32(x)), int(n)))
_F["scalbn"], _F["scalbnf"] = _F["ldexp"], _F["ldexpf"]
_F["llround"] = lambda x: int(_c_round(x))
_F["llroundf"] = lambda x: int(_c_round(float(np.float32(x))))
_F["llrint"] = lambda x: int(np.rint(x))
_F["llrintf"] = lambda x: int(np.rint(np.float32(x)))
_F["powi"] = lambda x, n: _F["pow"](x, float(n))
_F["powif"] = lambda x, n: _F["powf"](x, float(n))
_F["ilogb"] = lambda x: math.frexp(x)[1] - 1
_F["ilogbf"] = lambda x: math.frexp(float(np.float32(x)))[1] - 1
_F["sincos"] = lambda x: (math.sin(x), math.cos(x))
_F["sincosf"] = lambda x: (_F["sinf"](x), _F["cosf"](x))
_F["fast_sincosf"] = _F["sincosf"]
_F["frexp"] = lambda x: math.frexp(x)
_F["frexpf"] = lambda x: (np.float32(math.frexp(float(np.float32(x)))[0]), math.frexp(float(np.float32(x)))[1])
_F["modf"] = lambda x: math.modf(x)
_F["modff"] = lambda x: tuple(np.float32(v) for v in math.modf(float(np.float32(x))))
for _n, _fn in (("isnan", math.isnan), ("isinf", math.isinf), ("isfinite", math.isfinite),
                ("signbit", lambda x: math.copysign(1.0, x) < 0)):
    _F[_n + "d"] = lambda x, fn=_fn: int(fn(x))
    _F[_n + "f" if _n != "isfinite" else "finitef"] = lambda x, fn=_fn: int(fn(float(np.float32(x))))
_F["saturatef"] = lambda x: np.float32(0.0 if not x > 0 else min(float(np.float32(x)), 1.0))


@_def("fma")
def _fma(x, y, z):
    return float(Fraction(x) * Fraction(y) + Fraction(z))


_F["fmaf"] = lambda x, y, z: np.float32(float(Fraction(float(np.float32(x))) * Fraction(float(np.float32(y))) +
                                            Fraction(float(np.float32(z)))))

# ---- integers ----
def _on_ints(fn):
    """fn of the arguments as Python ints, so that NumPy scalars cannot wrap."""
    return lambda *a: fn(*(int(v) for v in a))


_F["abs"] = _on_ints(lambda x: _i32(abs(x)))
_F["llabs"] = _on_ints(lambda x: _i64(abs(x)))
_F["max"], _F["min"] = max, min
_F["llmax"], _F["llmin"] = max, min
_F["umax"] = _on_ints(lambda x, y: _i32(max(_u32(x), _u32(y))))
_F["umin"] = _on_ints(lambda x, y: _i32(min(_u32(x), _u32(y))))
_F["ullmax"] = _on_ints(lambda x, y: _i64(max(_u64(x), _u64(y))))
_F["ullmin"] = _on_ints(lambda x, y: _i64(min(_u64(x), _u64(y))))
_F["popc"] = _on_ints(lambda x: bin(_u32(x)).count("1"))
_F["popcll"] = _on_ints(lambda x: bin(_u64(x)).count("1"))
_F["brev"] = _on_ints(lambda x: _i32(int("{:032b}".format(_u32(x))[::-1], 2)))
_F["brevll"] = _on_ints(lambda x: _i64(int("{:064b}".format(_u64(x))[::-1], 2)))
_F["clz"] = _on_ints(lambda x: 32 - _u32(x).bit_length())
_F["clzll"] = _on_ints(lambda x: 64 - _u64(x).bit_length())
_F["ffs"] = _on_ints(lambda x: (_u32(x) & -_u32(x)).bit_length())
_F["ffsll"] = _on_ints(lambda x: (_u64(x) & -_u64(x)).bit_length())
_F["hadd"] = _on_ints(lambda x, y: _i32((x + y) >> 1))
_F["rhadd"] = _on_ints(lambda x, y: _i32((x + y + 1) >> 1))
_F["uhadd"] = _on_ints(lambda x, y: _i32((_u32(x) + _u32(y)) >> 1))
_F["urhadd"] = _on_ints(lambda x, y: _i32((_u32(x) + _u32(y) + 1) >> 1))
_F["mulhi"] = _on_ints(lambda x, y: _i32((x * y) >> 32))
_F["umulhi"] = _on_ints(lambda x, y: _i32((_u32(x) * _u32(y)) >> 32))
_F["mul64hi"] = _on_ints(lambda x, y: _i64((x * y) >> 64))
_F["umul64hi"] = _on_ints(lambda x, y: _i64((_u64(x) * _u64(y)) >> 64))
_F["sad"] = _on_ints(lambda x, y, z: _i32(abs(x - y) + _u32(z)))
_F["usad"] = _on_ints(lambda x, y, z: _i32(abs(_u32(x) - _u32(y)) + _u32(z)))


@_def("byte_perm")
def _byte_perm(x, y, s):
    b = _u32(y) << 32 | _u32(x)
    return _i32(sum(((b >> (8 * ((_u32(s) >> (4 * k)) & 7))) & 0xFF) << (8 * k) for k in range(4)))


# ---- rounding modes and conversions ----
def _round_fraction(q, mode, to32=False):
    """The float64 (or float32) of the exact value q in the rounding mode."""
    near = float(np.float32(float(q))) if to32 else float(q)
    if mode == "rn" or Fraction(near) == q:
        return near
    step = (lambda v, d: float(np.nextafter(np.float32(v), np.float32(d)))) if to32 else math.nextafter
    below = near if Fraction(near) < q else step(near, -math.inf)
    above = near if Fraction(near) > q else step(near, math.inf)
    if mode == "ru":
        return above
    if mode == "rd":
        return below
    return below if q > 0 else above


def _exact(op, *args):
    """op of the arguments as an exact rational, or the IEEE float result
    where one is not finite or op divides by zero (the same in every mode)."""
    if all(math.isfinite(float(a)) for a in args):
        try:
            q = op(*(Fraction(float(a)) for a in args))
        except ZeroDivisionError:
            q = None
        if q is not None and q != 0:
            return q
        if q is not None:
            with np.errstate(all="ignore"):
                zero = float(op(*(np.float64(float(a)) for a in args)))
            return (q, zero)
    with np.errstate(all="ignore"):
        return float(op(*(np.float64(float(a)) for a in args)))


def _r(q, mode, to32):
    if isinstance(q, float):
        return np.float32(q) if to32 else q
    if isinstance(q, tuple):
        # an exact zero: the sign IEEE arithmetic gives it in the default
        # mode (a sum of opposite zeros rounded down, -0, is not told apart)
        q, signed = q
        return np.float32(signed) if to32 else signed
    big = Fraction(float(np.finfo(np.float32).max)) if to32 else Fraction(float(np.finfo(np.float64).max))
    top = float(big)
    if abs(q) > big:
        to_inf = mode == "rn" or (mode == "ru" and q > 0) or (mode == "rd" and q < 0)
        v = math.copysign(math.inf if to_inf else top, q)
    else:
        v = _round_fraction(q, mode, to32)
    return np.float32(v) if to32 else v


for _m in ("rn", "rz", "ru", "rd"):
    for _p, _to32 in (("d", False), ("f", True)):
        _F[_p + "add_" + _m] = lambda x, y, m=_m, t=_to32: _r(_exact(lambda a, b: a + b, x, y), m, t)
        _F[_p + "mul_" + _m] = lambda x, y, m=_m, t=_to32: _r(_exact(lambda a, b: a * b, x, y), m, t)
        _F[_p + "div_" + _m] = lambda x, y, m=_m, t=_to32: _r(_exact(lambda a, b: a / b, x, y), m, t)
        _F[_p + "rcp_" + _m] = lambda x, m=_m, t=_to32: _r(_exact(lambda a: 1 / a, x), m, t)
    _F["fsub_" + _m] = lambda x, y, m=_m: _r(_exact(lambda a, b: a - b, x, y), m, True)
    _F["fma_" + _m] = lambda x, y, z, m=_m: _r(_exact(lambda a, b, c: a * b + c, x, y, z), m, False)
    _F["fmaf_" + _m] = lambda x, y, z, m=_m: _r(_exact(lambda a, b, c: a * b + c, x, y, z), m, True)
    _F["double2float_" + _m] = lambda x, m=_m: _r(_exact(lambda a: a, x), m, True)


def _to_int(x, mode, lo, hi):
    if math.isnan(x):
        return 0
    if math.isinf(x):
        return lo if x < 0 else hi
    r = {"rn": round, "rz": math.trunc, "ru": math.ceil, "rd": math.floor}[mode](x)
    return max(lo, min(hi, int(r)))


for _m in ("rn", "rz", "ru", "rd"):
    for _src in ("double", "float"):
        _F[_src + "2int_" + _m] = lambda x, m=_m: _to_int(float(x), m, -2**31, 2**31 - 1)
        _F[_src + "2uint_" + _m] = lambda x, m=_m: _i32(_to_int(float(x), m, 0, 2**32 - 1))
        _F[_src + "2ll_" + _m] = lambda x, m=_m: _to_int(float(x), m, -2**63, 2**63 - 1)
        _F[_src + "2ull_" + _m] = lambda x, m=_m: _i64(_to_int(float(x), m, 0, 2**64 - 1))
    _F["int2float_" + _m] = lambda x, m=_m: _r(Fraction(int(x)), m, True)
    _F["uint2float_" + _m] = lambda x, m=_m: _r(Fraction(_u32(x)), m, True)
    _F["ll2float_" + _m] = lambda x, m=_m: _r(Fraction(int(x)), m, True)
    _F["ull2float_" + _m] = lambda x, m=_m: _r(Fraction(_u64(x)), m, True)
    _F["ll2double_" + _m] = lambda x, m=_m: _r(Fraction(int(x)), m, False)
    _F["ull2double_" + _m] = lambda x, m=_m: _r(Fraction(_u64(x)), m, False)
_F["int2double_rn"] = float
_F["uint2double_rn"] = lambda x: float(_u32(x))


def _float2half(x):
    with np.errstate(over="ignore"):
        return int(np.array([np.float32(x)], dtype=np.float32).astype(np.float16).view(np.int16)[0])


_F["float2half_rn"] = _float2half
_F["half2float"] = lambda x: np.float32(np.array([x], dtype=np.int16).view(np.float16)[0])
_F["double_as_longlong"] = lambda x: struct.unpack("<q", struct.pack("<d", x))[0]
_F["longlong_as_double"] = lambda x: struct.unpack("<d", struct.pack("<q", x))[0]
_F["float_as_int"] = lambda x: struct.unpack("<i", struct.pack("<f", np.float32(x)))[0]
_F["int_as_float"] = lambda x: np.float32(struct.unpack("<f", struct.pack("<i", x))[0])
_F["double2hiint"] = lambda x: _F["double_as_longlong"](x) >> 32
_F["double2loint"] = lambda x: _i32(_F["double_as_longlong"](x))
_F["hiloint2double"] = lambda hi, lo: _F["longlong_as_double"](_i64(_u32(hi) << 32 | _u32(lo)))


# ---- special functions, from SciPy and mpmath (not the C library) ----
import mpmath
import scipy.special as _sp

_SPECIAL = {
    "erfinv": lambda y: float(_sp.erfinv(y)), "erfcinv": lambda y: float(_sp.erfcinv(y)),
    "erfcx": lambda x: float(_sp.erfcx(x)), "normcdfinv": lambda p: float(_sp.ndtri(p)),
    "sinpi": lambda x: float(mpmath.sinpi(x)) if math.isfinite(x) else math.nan,
    "cospi": lambda x: float(mpmath.cospi(x)) if math.isfinite(x) else math.nan,
    "j0": lambda x: float(_sp.j0(x)), "j1": lambda x: float(_sp.j1(x)),
    "y0": lambda x: float(_sp.y0(x)), "y1": lambda x: float(_sp.y1(x)),
}
for _n, _fn in _SPECIAL.items():
    _F[_n] = _fn
    _F[_n + "f"] = _f32(_fn)
_F["jn"] = lambda n, x: float(_sp.jv(int(n), x))
_F["yn"] = lambda n, x: float(_sp.yn(int(n), x))
_F["jnf"] = lambda n, x: np.float32(_sp.jv(int(n), float(np.float32(x))))
_F["ynf"] = lambda n, x: np.float32(_sp.yn(int(n), float(np.float32(x))))
_F["sincospi"] = lambda x: (_F["sinpi"](x), _F["cospi"](x))
_F["sincospif"] = lambda x: (_F["sinpif"](x), _F["cospif"](x))
def _s24(v):
    v &= 0xFFFFFF
    return v - (1 << 24) if v & 0x800000 else v


_F["mul24"] = _on_ints(lambda x, y: _i32(_s24(x) * _s24(y)))
_F["umul24"] = _on_ints(lambda x, y: _i32((x & 0xFFFFFF) * (y & 0xFFFFFF)))


def _sqrt_in_mode(x, mode, to32):
    """The square root of x rounded in the mode, checked exactly."""
    if not math.isfinite(x) or x <= 0:
        v = math.sqrt(x) if x >= 0 else math.nan
        return np.float32(v) if to32 else v
    q = Fraction(x)
    near = float(np.float32(math.sqrt(x))) if to32 else math.sqrt(x)
    step = (lambda v, d: float(np.nextafter(np.float32(v), np.float32(d)))) if to32 else math.nextafter
    below = near if Fraction(near) ** 2 <= q else step(near, 0.0)
    above = near if Fraction(near) ** 2 >= q else step(near, math.inf)
    if Fraction(below) ** 2 == q:
        v = below
    elif mode == "ru":
        v = above
    elif mode in ("rd", "rz"):
        v = below
    else:
        v = near
    return np.float32(v) if to32 else v


for _m in ("rn", "rz", "ru", "rd"):
    _F["dsqrt_" + _m] = lambda x, m=_m: _sqrt_in_mode(float(x), m, False)
    _F["fsqrt_" + _m] = lambda x, m=_m: _sqrt_in_mode(float(np.float32(x)), m, True)


def _missing(name):
    def fn(*args):
        raise NotImplementedError("oracle_libdevice.py has no libdevice.%s" % name)
    return fn


for _name in dir(_libdevice):
    if not _name.startswith("_") and callable(getattr(_libdevice, _name)):
        setattr(_libdevice, _name, _F.get(_name) or _missing(_name))
