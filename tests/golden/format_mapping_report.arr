# A report generator: per-station statistics computed by a jitted kernel
# go into dicts of records, and templates fill them in by key with
# "%(key)s" % record, str.format_map and str.format(**record).
import numpy as np
from numba import njit

ROW = "%(station)-8s %(readings)5s %(mean)8s %(peak)8s"
LINE = "%(mean)8.2f %(low)8.2f %(high)8.2f  spread %(spread).1f%%"


@njit
def summarize(xs):
    lo = xs[0]
    hi = xs[0]
    total = 0.0
    for x in xs:
        total += x
        lo = min(lo, x)
        hi = max(hi, x)
    return total / xs.shape[0], lo, hi


def stats_of(xs):
    mean, low, high = summarize(xs)
    return {"mean": mean, "low": low, "high": high, "spread": high - low}


def main():
    stations = ["oslo", "bergen", "tromso"]
    labels = {"station": "station", "readings": "n", "mean": "mean", "peak": "peak"}
    print(ROW % labels)
    records = {}
    for k, name in enumerate(stations):
        temps = 5.0 + k + 2.5 * np.sin(np.arange(10 + k) * 0.7 + k)
        records[name] = stats_of(temps)
    for name in stations:
        print("%-8s" % name, LINE % records[name])
    titles = {"first": stations[0], "last": stations[-1]}
    print("Stations {first} to {last}".format(**titles))
    print("{first!r:>10} ... {last:^10}|".format_map(titles))
    print("from {0[first]} to {0[last]!r}, {n} stations".format(titles, n=len(stations)))
    units = {"t": "degC", "w": "10"}
    print("{t:>{w}}|".format_map(units))
    for name in stations + ["bodo"]:
        try:
            print("%(mean).3f" % records[name])
        except KeyError as e:
            print("no station", e)
    oslo = records["oslo"]
    try:
        print("%(median).2f" % oslo)
    except KeyError as e:
        print("missing field", e)
    print("{station} has {readings}".format_map({"station": "x"}))


main()
