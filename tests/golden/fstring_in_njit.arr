# f-strings inside @njit functions, as Numba 0.56 allows them: fields
# without a format spec whose values are str or int, formatted with str().
from numba import njit


@njit
def label(i, name):
    return f"item {i}: {name}!"


@njit
def path(parts):
    out = ""
    for k in range(len(parts)):
        out = out + f"/{parts[k]}[{k}]"
    return out


@njit
def countdown(n):
    s = f"{n}"
    while n > 0:
        n -= 1
        s = f"{s} {n}"
    return s


print(label(3, "abc"))
print(label(-12, ""))
print(path(["usr", "lib", "x"]))
print(countdown(5))
print(f"{label(7, 'host')} | {countdown(2)}")
