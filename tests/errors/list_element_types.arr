from numba import njit

@njit
def f():
    xs = [1, "two", 3]
    return len(xs)

print(f())
# ERROR 5:14: list elements must have one type: int64 and unicode_type
