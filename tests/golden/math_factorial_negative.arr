# math.factorial of a negative number raises ValueError with Python's message.
import math

for n in range(3, -2, -1):
    print(n, math.factorial(n))
