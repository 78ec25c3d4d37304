# np.random.default_rng's normal, standard_normal, exponential and
# standard_exponential: NumPy's ziggurat (float64 and float32 tables,
# computed at build time by scripts/gen_ziggurat.py), bit for bit. The
# checksums take every bit of 10^6 draws of each form, so that one layer
# of the tables off by one ulp would show; a Generator passed to functions
# draws from the same stream; bad parameters raise NumPy's errors.
import numpy as np


def checksum(x):
    # Every bit of each draw (of magnitude at least 2**-20) enters the sum.
    scaled = x.astype(np.float64) * 2.0**20
    hi = np.floor(scaled)
    lo = ((scaled - hi) * 2.0**52).astype(np.int64)
    return int((hi.astype(np.int64) % 1000003).sum() + (lo % 1000003).sum())


def random_walk(rng, steps, sigma):
    position = 0.0
    path = np.empty(steps)
    for i in range(steps):
        position += rng.normal(0.0, sigma)
        path[i] = position
    return path


def waiting_times(rng, rate, n):
    return rng.exponential(1.0 / rate, n)


rng = np.random.default_rng(42)
print(rng.normal(), rng.normal(5.0, 2.0), rng.normal(size=3))
print(rng.normal(1, 0.5, (2, 2)), rng.normal(loc=-3.0, size=2), rng.normal(scale=0.0))
print(rng.standard_normal(), rng.standard_normal(4), rng.standard_normal((2, 3), dtype=np.float32))
print(rng.standard_normal(dtype=np.float32), rng.standard_normal(size=0), rng.standard_normal(1))
print(rng.exponential(), rng.exponential(3.0), rng.exponential(2, 3), rng.exponential(scale=0.5, size=(2,)))
print(rng.standard_exponential(), rng.standard_exponential(3), rng.standard_exponential(2, dtype=np.float32))
print(rng.standard_exponential(3, method='inv'), rng.standard_exponential(2, np.float32, 'inv'))
print(rng.standard_exponential(method='zig'), rng.standard_exponential(size=(1, 2)))
print(random_walk(rng, 5, 0.1), waiting_times(rng, 4.0, 3))

data = np.random.default_rng(7).normal(170.0, 10.0, 10000)
print("heights", round(data.mean(), 6), round(data.std(), 6), (data > 190.0).sum())
noise = np.random.default_rng(8).standard_normal((100, 3), dtype=np.float32)
print("noise", noise.dtype, noise.shape, noise.mean(axis=0))


def report(name, x):
    print(name, x.dtype, x.shape, x.min(), x.max(), checksum(x.ravel()))


report("standard_normal", np.random.default_rng(1).standard_normal(1000000))
report("standard_normal f4", np.random.default_rng(2).standard_normal(1000000, dtype=np.float32))
report("standard_exponential", np.random.default_rng(3).standard_exponential(1000000))
report("standard_exponential f4", np.random.default_rng(4).standard_exponential(1000000, dtype=np.float32))
report("normal", np.random.default_rng(5).normal(-2.0, 3.0, 1000000))
report("exponential", np.random.default_rng(6).exponential(0.25, (1000, 1000)))

for k in range(6):
    try:
        if k == 0:
            rng.normal(0.0, -1.0)
        elif k == 1:
            rng.exponential(-2.0, 3)
        elif k == 2:
            rng.normal(1.0, -0.0, 0)
        elif k == 3:
            rng.exponential(scale=-1e-300)
        elif k == 4:
            rng.normal(0.0, np.nan, 2)
            print("nan scale draws nan")
        else:
            rng.normal(np.inf)
            print("inf loc draws inf")
    except ValueError as e:
        print("ValueError:", e)
