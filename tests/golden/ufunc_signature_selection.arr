# Ufunc loop selection (§5.2): the first listed signature whose inputs the arguments convert to safely; int arrays pick an int loop, mixed int/float a float loop, int8/int16 widen to int32, int32 with float32 needs float64.
import numpy as np
from numba import vectorize


@vectorize(['int32(int32, int32)', 'int64(int64, int64)',
            'float32(float32, float32)', 'float64(float64, float64)'])
def combine(x, y):
    return x * 2 + y


@vectorize(['float64(float64)', 'int64(int64)'])
def halve(x):
    return x / 2


@vectorize(['int64(int64)', 'float64(float64)'])
def halve_int_first(x):
    return x // 2


i32 = np.array([1, 2, 3], dtype=np.int32)
i64 = np.array([10, 20, 30], dtype=np.int64)
i8 = np.array([-1, 0, 1], dtype=np.int8)
i16 = np.array([100, 200, 300], dtype=np.int16)
f32 = np.array([0.5, 1.5, 2.5], dtype=np.float32)
f64 = np.array([0.25, 0.75, 1.25])
u8 = np.array([1, 2, 255], dtype=np.uint8)

r = combine(i32, i32)
print("int32 int32 ->", r.dtype, r)
r = combine(i64, i64)
print("int64 int64 ->", r.dtype, r)
r = combine(i32, i64)
print("int32 int64 ->", r.dtype, r)
r = combine(i8, i16)
print("int8 int16 ->", r.dtype, r)
r = combine(u8, i8)
print("uint8 int8 ->", r.dtype, r)
r = combine(f32, f32)
print("float32 float32 ->", r.dtype, r)
r = combine(i32, f32)
print("int32 float32 ->", r.dtype, r)
r = combine(i16, f32)
print("int16 float32 ->", r.dtype, r)
r = combine(i64, f64)
print("int64 float64 ->", r.dtype, r)
r = combine(f32, f64)
print("float32 float64 ->", r.dtype, r)

# a float loop listed first takes int arrays too; an int loop listed first keeps ints
h = halve(i64)
print("halve int64 ->", h.dtype, h)
h = halve_int_first(i64)
print("halve_int_first int64 ->", h.dtype, h)
h = halve_int_first(f64)
print("halve_int_first float64 ->", h.dtype, h)
h = halve_int_first(i32)
print("halve_int_first int32 ->", h.dtype, h)
