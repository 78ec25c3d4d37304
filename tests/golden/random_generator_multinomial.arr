# np.random.default_rng's multinomial: binomials of what is left, as
# NumPy's Generator draws them, pvals as a list or an array (float32 too),
# size= None, an int or a tuple, and NumPy's checks in its order.
import numpy as np


def roll_dice(rng, throws, sides):
    return rng.multinomial(throws, [1.0 / sides] * sides)


rng = np.random.default_rng(5)
print(rng.multinomial(20, [1 / 6.] * 6), rng.multinomial(100, np.array([0.2, 0.3, 0.5]), 3))
print(rng.multinomial(10, [0.5, 0.5], (2, 2)))
print(rng.multinomial(0, [0.2, 0.8]), rng.multinomial(5, [1.0]), rng.multinomial(5, np.array([0.3, 0.3, 0.3], dtype=np.float32)))
print(rng.multinomial(5.0, [0.5, 0.5]), rng.multinomial(5, [0.7, 0.7]), rng.multinomial(5, np.array([0.6, 0.6], dtype=np.float32)))
print(rng.multinomial(5, [0.5, 0.5], 0), rng.multinomial(n=7, pvals=[0.25, 0.75], size=1), roll_dice(rng, 60, 6))
counts = rng.multinomial(1000, np.array([0.1, 0.2, 0.3, 0.4]), size=500)
print(counts.shape, counts.sum(axis=1).min(), counts.sum(axis=1).max(), counts.mean(axis=0))
for k in range(5):
    try:
        if k == 0:
            rng.multinomial(-1, [0.5, 0.5])
        elif k == 1:
            rng.multinomial(5, [-0.1, 1.1])
        elif k == 2:
            rng.multinomial(5, np.zeros(0))
        elif k == 3:
            rng.multinomial(5, [1.5])
        else:
            rng.multinomial(5, [0.9, 0.2, 0.1])
    except ValueError as e:
        print("ValueError:", e)
