# np.random.default_rng's distributions with parameters given as arrays:
# broadcast against each other, or against size= when given, drawn in C
# order as NumPy's Generator does, with NumPy's messages for bad
# parameters (the forms for arrays: "contains NaNs") and shapes that do
# not broadcast.
import numpy as np
rng = np.random.default_rng(3)
mu = np.array([0.0, 10.0, 100.0])
print(rng.normal(mu, 1.0), rng.normal(mu, np.array([[1.0], [0.1]])), rng.normal(0.0, np.array([1, 2, 3])))
print(rng.normal(mu, 1.0, (2, 3)), rng.exponential(np.array([1.0, 2.0]), (3, 2)))
print(rng.poisson(np.array([1.0, 5.0, 50.0])), rng.binomial(np.array([10, 20]), 0.5), rng.binomial(10, np.array([0.1, 0.9])))
print(rng.gamma(np.array([0.5, 2.0]), 2.0), rng.beta(np.array([0.5, 2.0]), np.array([[0.5], [3.0]])))
print(rng.triangular(np.zeros(3), np.array([0.5, 1.0, 1.5]), 2.0), rng.uniform(0.0, 1.0))
print(rng.normal(np.zeros((2, 0)), 1.0), rng.geometric(np.array([0.2, 0.9])), rng.negative_binomial(np.array([2.0, 5.0]), 0.5))
print(rng.standard_t(np.array([1.0, 5.0])), rng.lognormal(np.array([0.0, 1.0]), 0.5))
for k in range(9):
    try:
        if k == 0:
            rng.normal(mu, np.array([1.0, -1.0, 1.0]))
        elif k == 1:
            rng.normal(mu, 1.0, (2, 2))
        elif k == 2:
            rng.normal(mu, 1.0, 6)
        elif k == 3:
            rng.normal(np.zeros(2), np.ones(3))
        elif k == 4:
            rng.binomial(np.array([10, -1]), 0.5)
        elif k == 5:
            rng.binomial(10, np.array([0.5, np.nan]))
        elif k == 6:
            rng.poisson(np.array([1.0, -1.0, 1e30]))
        elif k == 7:
            rng.triangular(np.zeros(2), np.array([1.0, -1.0]), 2.0)
        else:
            rng.normal(mu, 1.0, (3, 1))
    except ValueError as e:
        print("ValueError:", e)


def noisy_signal(rng, t, sigma):
    clean = np.sin(t)
    return clean + rng.normal(0.0, sigma, t.shape), rng.normal(clean, sigma)


t = np.linspace(0.0, 3.0, 5)
a, b = noisy_signal(np.random.default_rng(11), t, 0.1)
print(a, b, np.random.default_rng(11).normal(np.full(4, 2.0, dtype=np.float32), np.arange(1, 5)))
