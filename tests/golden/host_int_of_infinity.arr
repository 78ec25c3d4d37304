# int() of an infinity in host code is Python's OverflowError; round()
# and math.floor of one too.
import math

rates = [0.5, 2.0, 0.0]
for r in rates:
    years = 1.0 / r if r != 0.0 else math.inf
    print(r, years)
    print("whole years:", math.floor(years))
