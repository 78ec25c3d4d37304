from numba import njit

@njit
def add(a, b):
    return a + b

print(add(1, 2, 3))
print(add(1))
# ERROR 7:7: 'add' takes 2 arguments but 3 were given
# ERROR 8:7: add() missing required argument 'b'
