# A particle simulation with a @jitclass holding arrays and methods, driven
# from host code, and a plain Python class for the report.
import numpy as np
from numba import float64, int64, njit
from numba.experimental import jitclass

spec = [
    ("pos", float64[:]),
    ("vel", float64[:]),
    ("steps", int64),
]


@jitclass(spec)
class Swarm:
    def __init__(self, n):
        self.pos = np.zeros(n)
        self.vel = np.arange(n) * 0.5
        self.steps = 0

    def step(self, dt):
        for i in range(self.pos.shape[0]):
            self.pos[i] += self.vel[i] * dt
        self.steps += 1

    @property
    def centre(self):
        return self.pos.mean()


@njit
def advance(s, n, dt):
    for _ in range(n):
        s.step(dt)
    return s.centre


class Report:
    def __init__(self, title):
        self.title = title
        self.rows = []

    def add(self, label, value):
        self.rows.append((label, value))

    def __str__(self):
        lines = [self.title]
        for label, value in self.rows:
            lines.append(f"  {label:<8}{value:10.4f}")
        return "\n".join(lines)


s = Swarm(5)
r = Report("swarm")
r.add("start", s.centre)
r.add("after10", advance(s, 10, 0.1))
s.step(1.0)
r.add("after11", s.centre)
print(r)
print("steps:", s.steps, "last:", s.pos[-1])
