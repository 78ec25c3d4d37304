# A particle system as Numba's jitclass tutorials write it: a @jitclass
# holds the positions and velocities in arrays, its methods step the
# simulation, and host code and @njit code share the same instance.
import numpy as np
from numba import njit, float64, int64
from numba.experimental import jitclass

spec = [
    ('n', int64),
    ('dt', float64),
    ('pos', float64[:, :]),
    ('vel', float64[:, :]),
    ('mass', float64[:]),
    ('steps', int64),
]


@jitclass(spec)
class Particles:
    def __init__(self, n, dt):
        self.n = n
        self.dt = dt
        self.pos = np.zeros((n, 2))
        self.vel = np.zeros((n, 2))
        self.mass = np.ones(n)
        self.steps = 0
        for i in range(n):
            self.pos[i, 0] = np.cos(2.0 * np.pi * i / n)
            self.pos[i, 1] = np.sin(2.0 * np.pi * i / n)
            self.mass[i] = 1.0 + 0.5 * i

    def accelerations(self):
        acc = np.zeros((self.n, 2))
        for i in range(self.n):
            for j in range(self.n):
                if i != j:
                    dx = self.pos[j, 0] - self.pos[i, 0]
                    dy = self.pos[j, 1] - self.pos[i, 1]
                    r2 = dx * dx + dy * dy + 0.01
                    inv = self.mass[j] / (r2 * np.sqrt(r2))
                    acc[i, 0] += dx * inv
                    acc[i, 1] += dy * inv
        return acc

    def step(self):
        acc = self.accelerations()
        for i in range(self.n):
            self.vel[i, 0] += acc[i, 0] * self.dt
            self.vel[i, 1] += acc[i, 1] * self.dt
            self.pos[i, 0] += self.vel[i, 0] * self.dt
            self.pos[i, 1] += self.vel[i, 1] * self.dt
        self.steps += 1

    def kinetic_energy(self):
        e = 0.0
        for i in range(self.n):
            e += 0.5 * self.mass[i] * (self.vel[i, 0] ** 2 + self.vel[i, 1] ** 2)
        return e

    @property
    def center_of_mass(self):
        total = self.mass.sum()
        cx = (self.mass * self.pos[:, 0]).sum() / total
        cy = (self.mass * self.pos[:, 1]).sum() / total
        return cx, cy


@njit
def run(system, nsteps):
    for _ in range(nsteps):
        system.step()
    return system.kinetic_energy()


@njit
def make_system(n):
    return Particles(n, 0.001)


system = Particles(5, 0.001)
print("particles:", system.n, "dt:", system.dt)
print("initial energy:", round(system.kinetic_energy(), 12))
energy = run(system, 200)
print("after", system.steps, "steps:", round(energy, 6))
cx, cy = system.center_of_mass
print("center of mass:", round(cx, 6), round(cy, 6))

# The arrays are shared by reference: host code sees what the methods did,
# and the methods see what host code writes.
positions = system.pos
for i in range(system.n):
    print(i, round(positions[i, 0], 4), round(positions[i, 1], 4))
system.vel[:, :] = 0.0
print("energy after stopping:", system.kinetic_energy())

other = make_system(3)
other.step()
print(other.n, other.steps, round(other.vel[0, 0], 6), round(other.vel[2, 1], 6))
