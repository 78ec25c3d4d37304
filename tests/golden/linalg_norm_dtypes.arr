# np.linalg.norm and np.linalg.cond over every order for float64, float32,
# complex128 and complex64 inputs in host code, as NumPy computes them:
# dot for the default norms, pairwise add.reduce along axes, single
# precision for single-precision input, NumPy's complex abs, and cond's
# complex result for complex matrices outside the orders None, 2 and -2.
import numpy as np
np.random.seed(5)
m = np.random.rand(13, 11)
v = np.random.rand(37) - 0.5


def check(tag, x, y, sq):
    for o in [None, 'fro', 'nuc', 1, -1, 2, -2, np.inf, -np.inf]:
        print(tag, "mn", o, np.linalg.norm(x, o))
    for o in [None, 1, 2, 3, 0.5, np.inf, -np.inf, 0, -1]:
        print(tag, "vn", o, np.linalg.norm(y, o), np.linalg.norm(y, o, 0))
    print(np.linalg.norm(x, axis=0)); print(np.linalg.norm(x, 1, axis=1)); print(np.linalg.norm(x, axis=1))
    for o in [None, 'fro', 1, -1, 2, -2, np.inf, 'nuc']:
        print(tag, "cond", o, np.linalg.cond(sq, o))


check("f64", m, v, m[:11, :11])
check("f32", m.astype(np.float32), v.astype(np.float32), m[:11, :11].astype(np.float32))
check("c128", m * (1 + 0.3j), v * (1 - 0.2j), m[:11, :11] * (1 + 0.3j))
check("c64", (m * (1 + 0.3j)).astype(np.complex64), (v * (1 - 0.2j)).astype(np.complex64), (m[:11, :11] * (1 + 0.3j)).astype(np.complex64))
