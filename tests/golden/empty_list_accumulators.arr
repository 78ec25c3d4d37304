# A particle simulation that collects events into accumulators passed in
# as empty lists and dicts: the callee's appends and stores give the empty
# containers their types, as they would in Python.
import numpy as np
from numba import njit


@njit
def step(pos, vel, dt):
    for i in range(pos.shape[0]):
        pos[i] += vel[i] * dt
        if pos[i] < 0.0 or pos[i] > 1.0:
            vel[i] = -vel[i]


def record_bounces(pos, t, events):
    for i in range(pos.shape[0]):
        if pos[i] < 0.0 or pos[i] > 1.0:
            events.append((t, i))
    return events


def tally(events, counts):
    for t, i in events:
        counts[i] = counts.get(i, 0) + 1


def group_by_step(events, groups):
    for t, i in events:
        groups.setdefault(t, []).append(i)


def new_log():
    log = []
    return log


def run(n_steps):
    pos = np.array([0.1, 0.5, 0.95, 0.02])
    vel = np.array([-0.3, 0.2, 0.4, -0.5])
    events = record_bounces(pos, -1, [])
    for t in range(n_steps):
        step(pos, vel, 0.1)
        record_bounces(pos, t, events)
    counts = {}
    tally(events, counts)
    groups = {}
    group_by_step(events, groups)
    return events, counts, groups


def main():
    events, counts, groups = run(12)
    print("bounces:", len(events))
    for t, i in events:
        print("  step %2d particle %d" % (t, i))
    for i in sorted(counts):
        print("particle", i, "bounced", counts[i], "times")
    print(groups)
    log = new_log()
    log.extend(["start", "stop"])
    print(" -> ".join(log))
    quiet = [] if len(events) > 100 else [t for t, i in events]
    print(quiet[:3], sum(quiet))
    print(record_bounces(np.zeros(2), 0, []))


main()
