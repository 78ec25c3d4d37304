from numba import njit

@njit
def forever(n):
    return forever(n + 1)

print(forever(1))
# ERROR 5:12: cannot infer the result of this recursive call
