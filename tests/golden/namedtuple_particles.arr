# 2-D particles as named tuples: built in host code, moved and measured in
# @njit functions, kept in lists, sorted by a field and printed as Python
# prints them.
from collections import namedtuple
import math

from numba import njit

Point = namedtuple("Point", ["x", "y"])
Particle = namedtuple("Particle", "pos vel mass")


@njit
def distance(a, b):
    return math.sqrt((a.x - b.x) ** 2 + (a.y - b.y) ** 2)


@njit
def centroid(points):
    sx = 0.0
    sy = 0.0
    for p in points:
        sx += p.x
        sy += p.y
    return Point(sx / len(points), sy / len(points))


@njit
def step(particles, dt, g):
    out = []
    for p in particles:
        vel = Point(p.vel.x, p.vel.y - g * dt)
        pos = Point(p.pos.x + vel.x * dt, p.pos.y + vel.y * dt)
        out.append(Particle(pos, vel, p.mass))
    return out


@njit
def kinetic_energy(particles):
    e = 0.0
    for p in particles:
        vx, vy = p.vel
        e += 0.5 * p.mass * (vx * vx + vy * vy)
    return e


@njit
def closest_pair(points):
    best = (0, 1)
    best_d = distance(points[0], points[1])
    for i in range(len(points)):
        for j in range(i + 1, len(points)):
            d = distance(points[i], points[j])
            if d < best_d:
                best_d = d
                best = (i, j)
    return best, best_d


points = [Point(0.0, 0.0), Point(3.0, 4.0), Point(1.0, 1.5), Point(-2.0, 0.5), Point(1.25, 1.0)]
print(points[1], distance(points[0], points[1]))
print(centroid(points))
pair, d = closest_pair(points)
print(pair, round(d, 6), points[pair[0]], points[pair[1]])

particles = [Particle(Point(float(i), 10.0), Point(1.0 - i, 2.0), 1.0 + 0.5 * i) for i in range(4)]
print(particles[0])
for t in range(5):
    particles = step(particles, 0.1, 9.81)
print(round(kinetic_energy(particles), 9))
for p in sorted(particles, key=lambda p: p.pos.x):
    print(f"{p.pos.x:8.3f} {p.pos.y:8.3f} m={p.mass}")
heaviest = max(particles, key=lambda p: p.mass)
print("heaviest:", heaviest.mass, heaviest.pos)
by_height = sorted(particles, key=lambda p: p.pos.y, reverse=True)
print([round(p.pos.y, 4) for p in by_height])

# Integer points: another type of the same class.
grid = [Point(i % 3, i // 3) for i in range(7)]
print(grid[-1], grid[-1].x + grid[-1].y)
print(sorted(grid, key=lambda p: (p.y, -p.x))[:3])
print(sorted(grid)[:3])
