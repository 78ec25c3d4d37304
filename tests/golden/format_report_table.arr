# A small heat-diffusion run that reports as tutorials do: a header and a
# results table with printf-style '%' formats, progress lines, and a summary
# built with str.format and format().
import numpy as np
from numba import njit


@njit
def diffuse(u, alpha, steps):
    n = u.shape[0]
    v = u.copy()
    for _ in range(steps):
        w = v.copy()
        for i in range(1, n - 1):
            w[i] = v[i] + alpha * (v[i - 1] - 2.0 * v[i] + v[i + 1])
        v = w
    return v


def summarize(name, u):
    return (name, u.min(), u.max(), u.mean(), float(np.abs(u).sum()))


n = 64
u0 = np.zeros(n)
u0[n // 2 - 4:n // 2 + 4] = 100.0
configs = [("slow", 0.05, 50), ("medium", 0.15, 100), ("fast", 0.45, 200)]

print("%-10s %8s %8s %10s %12s" % ("run", "min", "max", "mean", "mass"))
print("{:-<52}".format(""))
rows = []
total_steps = 0
for k, (name, alpha, steps) in enumerate(configs):
    u = diffuse(u0, alpha, steps)
    rows.append(summarize(name, u))
    total_steps += steps
    done = 100.0 * (k + 1) / len(configs)
    print("[%3d%%] step %4d/%d  alpha=%.2f  peak=%.4e" % (done, total_steps, 350, alpha, u.max()))
for name, lo, hi, mean, mass in rows:
    print("%-10s %8.3f %8.3f %10.5f %12.6g" % (name, lo, hi, mean, mass))

print()
print("{:>6} | {:^10} | {:<8}".format("run", "peak", "spread"))
for name, lo, hi, mean, mass in rows:
    spread = hi - lo
    print("{:>6} | {:^10.3f} | {:<8.2e}".format(name, hi, spread))

elapsed = 0.001234 * total_steps
rate = total_steps / elapsed
print("Elapsed: %.3f s (%d steps, %s steps/s)" % (elapsed, total_steps, format(rate, ",.1f")))
print("Best run: {name} with peak {peak:.2f} ({pct:.1%} of the start)".format(
    name=rows[0][0], peak=rows[0][2], pct=rows[0][2] / 100.0))
print("%s" % u0[n // 2 - 2:n // 2 + 2])
print("Totals: {0} runs, {1:,} cells, checksum {2!r}".format(len(rows), n * len(rows), round(rows[2][4], 6)))
