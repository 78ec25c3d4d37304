from numba import njit

@njit('float64(flaot32)')
def f(x):
    return x

@njit('float64(float64)')
def g(x):
    return x

print(f(1.0))
print(g(1j))
# ERROR 3:7: bad signature 'float64(flaot32)': unknown type name 'flaot32'
# ERROR 12:9: argument 1 of 'g' is complex128, which does not convert to float64
