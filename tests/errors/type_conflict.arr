from numba import njit

@njit
def f(flag):
    if flag:
        x = 1
    else:
        x = "one"
    return x

print(f(True))
# ERROR 8:13: 'x' is unicode_type here but int64 elsewhere; a variable has one type
