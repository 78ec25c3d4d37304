# Sensor readings arrive as text; malformed lines are counted and skipped,
# as a data-cleaning script does with try/except ValueError.
import numpy as np


def parse_reading(station_text, value_text):
    # int() of a bad station id and float() of a bad value raise ValueError.
    if station_text == "":
        raise ValueError("missing station id")
    station = int(station_text)
    value = float(value_text)
    return station, value


records = [("1", "20.5"), ("2", " 21.0 "), ("x", "19.2"), ("3", ""), ("4", "22.75"),
           ("", "7.0"), ("5", "-3.5e1"), ("6", "1_000"), ("7", "nan?")]
values = np.zeros(len(records))
stations = []
count = 0
skipped = 0
for record in records:
    try:
        station, value = parse_reading(record[0], record[1])
    except ValueError as e:
        skipped += 1
        print("skipping", record, "->", e)
        continue
    values[count] = value
    stations.append(station)
    count += 1

good = values[:count]
print("parsed", count, "skipped", skipped)
print("stations", stations)
print("mean", np.mean(good))
print("max", good.max(), "min", good.min())


def checked_ratio(a, b):
    try:
        r = a / b
    except ZeroDivisionError:
        print("ratio of", a, "to zero")
        return 0.0
    else:
        print("ratio", a, b, r)
        return r


total = 0.0
for pair in [(3.0, 2.0), (1.0, 0.0), (5.0, 4.0)]:
    total += checked_ratio(pair[0], pair[1])
print("total", total)

# A retry loop: each attempt may fail; the third one works.
attempts = ["", "abc", "42"]
result = -1
for attempt in range(len(attempts)):
    try:
        result = int(attempts[attempt])
        print("attempt", attempt, "succeeded")
        break
    except ValueError:
        print("attempt", attempt, "failed, retrying")
print("result", result)
