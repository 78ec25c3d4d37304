# Bad parameters of np.random's functions raise NumPy's ValueError in host code
# (checked before any draw) and Numba's own messages in jitted code.
import numpy as np
from numba import njit

def attempt(k):
    try:
        if k == 0: np.random.beta(0.0, 1.0)
        elif k == 1: np.random.beta(1.0, -1.0, 3)
        elif k == 2: np.random.binomial(-1, 0.5)
        elif k == 3: np.random.binomial(5, 1.5)
        elif k == 4: np.random.chisquare(0.0)
        elif k == 5: np.random.exponential(-1.0)
        elif k == 6: np.random.exponential(-0.0, 0)
        elif k == 7: np.random.f(1.0, 0.0)
        elif k == 8: np.random.gamma(-1.0)
        elif k == 9: np.random.gamma(1.0, -2.0)
        elif k == 10: np.random.geometric(0.0)
        elif k == 11: np.random.gumbel(0.0, -1.0)
        elif k == 12: np.random.hypergeometric(1, 2, 5)
        elif k == 13: np.random.hypergeometric(-1, 2, 1)
        elif k == 14: np.random.hypergeometric(3, 2, 0)
        elif k == 15: np.random.laplace(0.0, -1.0)
        elif k == 16: np.random.logistic(0.0, -1.0)
        elif k == 17: np.random.lognormal(0.0, -1.0)
        elif k == 18: np.random.logseries(1.0)
        elif k == 19: np.random.negative_binomial(0, 0.5)
        elif k == 20: np.random.negative_binomial(1, 1.5)
        elif k == 21: np.random.noncentral_chisquare(0.0, 1.0)
        elif k == 22: np.random.noncentral_chisquare(1.0, -1.0)
        elif k == 23: np.random.pareto(0.0)
        elif k == 24: np.random.poisson(-1.0)
        elif k == 25: np.random.poisson(1e19)
        elif k == 26: np.random.power(-1.0)
        elif k == 27: np.random.rayleigh(-1.0)
        elif k == 28: np.random.standard_gamma(-1.0)
        elif k == 29: np.random.standard_t(0.0)
        elif k == 30: np.random.triangular(2.0, 1.0, 3.0)
        elif k == 31: np.random.triangular(0.0, 4.0, 3.0)
        elif k == 32: np.random.triangular(1.0, 1.0, 1.0)
        elif k == 33: np.random.vonmises(0.0, -1.0)
        elif k == 34: np.random.wald(0.0, 1.0)
        elif k == 35: np.random.wald(1.0, 0.0)
        elif k == 36: np.random.weibull(-1.0)
        elif k == 37: np.random.zipf(1.0)
        elif k == 38: np.random.choice(0)
        elif k == 39: np.random.choice(np.zeros(0))
        elif k == 40: np.random.choice(3, 5, replace=False)
        elif k == 41: np.random.choice(3, p=np.array([0.5, 0.6, 0.1]))
        elif k == 42: np.random.choice(3, p=np.array([0.5, 0.5]))
        elif k == 43: np.random.choice(3, p=np.array([1.5, -0.5, 0.0]))
        elif k == 44: np.random.choice(3, 3, replace=False, p=np.array([0.5, 0.5, 0.0]))
        elif k == 45: np.random.dirichlet(np.array([1.0, 0.0]))
        elif k == 46: np.random.multinomial(5, np.array([0.7, 0.6, 0.1]))
        elif k == 47: np.random.multinomial(-1, np.array([0.5, 0.5]))
        elif k == 48: np.random.multinomial(5, np.array([1.5, -0.5]))
        elif k == 49: np.random.geometric(1.5)
        elif k == 50: np.random.logseries(-0.1)
        elif k == 51: np.random.binomial(3, float('nan'))
        elif k == 52: np.random.choice(np.zeros((2, 2)))
        print(k, "no error")
    except ValueError as e:
        print(k, "ValueError:", e)
    except IndexError as e:
        print(k, "IndexError:", e)

for k in range(53):
    attempt(k)

@njit
def jit_attempt(k):
    if k == 0: return float(np.random.beta(0.0, 1.0))
    elif k == 1: return float(np.random.binomial(-1, 0.5))
    elif k == 2: return float(np.random.binomial(5, 1.5))
    elif k == 3: return float(np.random.chisquare(0.0))
    elif k == 4: return float(np.random.gamma(-1.0, 1.0))
    elif k == 5: return float(np.random.geometric(0.0))
    elif k == 6: return float(np.random.logseries(1.5))
    elif k == 7: return float(np.random.negative_binomial(0, 0.5))
    elif k == 8: return float(np.random.negative_binomial(1, 1.5))
    elif k == 9: return float(np.random.noncentral_chisquare(0.0, 1.0))
    elif k == 10: return float(np.random.noncentral_chisquare(1.0, -1.0))
    elif k == 11: return float(np.random.poisson(-1.0))
    elif k == 12: return float(np.random.power(-1.0))
    elif k == 13: return float(np.random.rayleigh(-1.0))
    elif k == 14: return float(np.random.standard_gamma(-1.0))
    elif k == 15: return float(np.random.wald(0.0, 1.0))
    elif k == 16: return float(np.random.wald(1.0, 0.0))
    elif k == 17: return float(np.random.zipf(1.0))
    elif k == 18: return float(np.random.choice(3, 5, replace=False)[0])
    elif k == 19: return float(np.random.dirichlet(np.array([1.0, 0.0]))[0])
    elif k == 20:
        np.random.seed(5)
        return float(np.random.exponential(-1.0))
    elif k == 21: return float(np.random.standard_t(0.0))
    elif k == 22: return float(np.random.choice(0))
    elif k == 23: return float(np.random.f(0.0, 1.0))
    elif k == 24: return float(np.random.poisson(-1.0, 0)[0:1].sum())
    return 0.0


for k in range(25):
    try:
        print(k, jit_attempt(k))
    except ValueError as e:
        print(k, "ValueError:", e)
    except ZeroDivisionError as e:
        print(k, "ZeroDivisionError:", e)
