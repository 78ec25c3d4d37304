# math.exp past the largest float raises OverflowError: math range error.
import math

x = 700.0
while True:
    print(round(math.exp(x) / 1e300, 3))
    x += 5.0
