from numba import njit

scale = 2.0
for i in range(3):
    scale = scale * 2

@njit
def f(x):
    return x * scale

print(f(1.0))
# ERROR 9:16: function 'f' reads the top-level variable 'scale', which is not a constant
