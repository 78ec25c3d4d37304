# From seed 001 "Introduction to Numba" (NASA ASTG Python course), section
# "Exercise": the plain-Python Monte Carlo approximation of pi with the
# random module, averaged over several experiments (seeded, smaller sizes).
# Prints each experiment's estimate and their mean.
import random


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


# the tutorial's mean(*args) takes a list here (no *args in arrc)
def mean(args):
    return sum(args) / len(args)


random.seed(2022)
num_samples = 10**5        # 10**6 in the tutorial
num_experiments = 10

estimates = [approximate_pi(num_samples) for i in range(num_experiments)]
print(estimates)
pi_approx = mean(estimates)

print(f"Approximation of Pi: {pi_approx}")
