from numba import njit

@njit
def f(x):
    return x + y

print(f(1))
print(undefined_thing)
# ERROR 5:16: name 'y' is not defined
# ERROR 8:7: name 'undefined_thing' is not defined
