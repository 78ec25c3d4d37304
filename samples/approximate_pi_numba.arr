# From seed 001 "Introduction to Numba" (NASA ASTG Python course), section
# "Numba and Dask": approximate_pi compiled with @nb.jit(nopython=True, nogil=True)
# (the dask.delayed wrappers are dropped; a jitted random.seed makes it repeatable).
# Prints each experiment's estimate of pi and their mean.
import random
import numba as nb


@nb.jit(nopython=True)
def seed_numba(s):
    # seeds the generator used by jitted code (host random.seed does not)
    random.seed(s)


@nb.jit(nopython=True, nogil=True)
def approximate_pi(num_samples):
    num_points_circ = 0

    for i in range(num_samples):
        # Select an arbitrary point in [-1,1]x[-1,1]
        x = random.uniform(-1, 1)
        y = random.uniform(-1, 1)

        # Check if the point is inside the circle
        if x**2 + y**2 < 1.0:
            num_points_circ += 1

    return 4 * num_points_circ / num_samples


def mean(args):
    return sum(args) / len(args)


seed_numba(42)
number_samples = 10**6
number_experiments = 10

estimates = [approximate_pi(number_samples) for i in range(number_experiments)]
print(estimates)
pi_approx = mean(estimates)

print(f"Approximation of Pi: {pi_approx}")
