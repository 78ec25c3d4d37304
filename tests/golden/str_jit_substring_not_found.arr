# str.index in @njit raises Python's ValueError when the text lacks the
# substring (find returns -1 instead).
from numba import njit


@njit
def locate(line, key):
    return line.find(key), line.index(key)


print(locate("key=value", "="))
print(locate("no separator here", "="))
