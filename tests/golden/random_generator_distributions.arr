# np.random.default_rng's other distributions, drawn as NumPy 1.24 draws
# them (gamma, beta, chisquare, f and Student's t from the ziggurat's
# normals and exponentials; the others from uniform doubles), scalar and
# size= forms, with NumPy's messages for bad parameters.
import numpy as np


def simulate_queue(rng, n):
    arrivals = rng.poisson(3.0, n)
    service = rng.gamma(2.0, 0.5, n)
    return arrivals.sum(), round(service.sum(), 10)


rng = np.random.default_rng(12345)
print(rng.gamma(2.0), rng.gamma(0.5, 2.0, 3), rng.gamma(shape=1.0, size=2), rng.gamma(0.0))
print(rng.standard_gamma(3.0, 2), rng.standard_gamma(0.3), rng.standard_gamma(1.5, 2, dtype=np.float32))
print(rng.beta(2.0, 5.0, 3), rng.beta(0.5, 0.5), rng.beta(1, 1, (1, 2)))
print(rng.chisquare(4, 2), rng.chisquare(0.5), rng.f(3, 7, 2), rng.f(1.5, 2.5))
print(rng.lognormal(0.0, 0.5, 3), rng.lognormal(), rng.laplace(size=2), rng.laplace(3.0, 0.1))
print(rng.gumbel(1.0, 2.0, 2), rng.gumbel(), rng.logistic(0, 1, 2), rng.logistic(10.0))
print(rng.rayleigh(2.0, 2), rng.rayleigh(), rng.weibull(1.5, 2), rng.weibull(0.0))
print(rng.pareto(3.0, 2), rng.power(2.0, 2), rng.standard_cauchy(2), rng.standard_cauchy())
print(rng.standard_t(5, 2), rng.standard_t(1.5), rng.triangular(0, 1, 3, 3), rng.triangular(-1.0, -1.0, 1.0))
print(rng.poisson(), rng.poisson(4.0, 5), rng.poisson(100.0, (2, 2)), rng.poisson(0.0), rng.poisson(lam=12.5))
print(rng.geometric(0.3, 4), rng.geometric(0.6), rng.geometric(1.0), rng.geometric(p=0.01, size=3))
print(rng.binomial(10, 0.5), rng.binomial(20, 0.3, 5), rng.binomial(1000, 0.6, (2, 2)), rng.binomial(n=1, p=0.5, size=4))
print(rng.binomial(0, 0.5), rng.binomial(10, 0.0), rng.binomial(10, 1.0, 2), rng.binomial(10.7, 0.5, 2), rng.binomial(True, 0.5))
print(rng.negative_binomial(5, 0.5, 3), rng.negative_binomial(1.5, 0.01), rng.negative_binomial(n=3, p=1.0, size=2))
print(rng.wald(1.5, 2.0, 3), rng.wald(0.5, 1.0), rng.vonmises(0.5, 4.0, 3), rng.vonmises(0.0, 0.0), rng.vonmises(1.0, 1e7))
print(rng.zipf(2.0, 5), rng.zipf(1.5), rng.logseries(0.9, 5), rng.logseries(0.0), rng.vonmises(np.array([0.0, 3.0]), 2.0))
coin_flips = rng.binomial(1, 0.5, 1000)
print("heads", coin_flips.sum(), coin_flips.dtype)
print(rng.poisson(2.0, 0), rng.gamma(2.0, 1.0, (0, 3)).shape, rng.binomial(5, 0.5, 0))
print(simulate_queue(rng, 1000))

for k in range(22):
    try:
        if k == 0:
            rng.gamma(-1.0)
        elif k == 1:
            rng.gamma(1.0, -1.0, 3)
        elif k == 2:
            rng.beta(0.0, 1.0)
        elif k == 3:
            rng.chisquare(-2)
        elif k == 4:
            rng.poisson(-1.0)
        elif k == 5:
            rng.poisson(1e20)
        elif k == 6:
            rng.geometric(1.5)
        elif k == 7:
            rng.geometric(0.0, 2)
        elif k == 8:
            rng.triangular(2.0, 1.0, 3.0)
        elif k == 9:
            rng.triangular(0.0, 4.0, 3.0)
        elif k == 10:
            rng.triangular(1.0, 1.0, 1.0)
        elif k == 11:
            rng.laplace(0.0, -1.0)
        elif k == 12:
            rng.binomial(-1, 0.5)
        elif k == 13:
            rng.binomial(-1, 1.5, 3)
        elif k == 14:
            rng.negative_binomial(0, 0.5)
        elif k == 15:
            rng.negative_binomial(np.nan, 0.5)
        elif k == 16:
            rng.negative_binomial(1e18, 1e-5)
        elif k == 17:
            rng.wald(0.0, 1.0)
        elif k == 18:
            rng.vonmises(0.0, -1.0)
        elif k == 19:
            rng.zipf(1.0)
        elif k == 20:
            rng.logseries(1.0)
        else:
            rng.zipf(np.array([2.0, np.nan]))
    except ValueError as e:
        print("ValueError:", e)
