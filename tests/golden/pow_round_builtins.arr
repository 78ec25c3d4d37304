# pow with a modulus (negative exponents are modular inverses, the result
# takes the modulus' sign), round with Python's correctly rounded halves,
# divmod, abs and sum with a start, in host code.
print(pow(3, 4, 5), pow(2, 100, 1000000007), pow(3, -1, 7), pow(-3, 3, 7), pow(3, 3, -7), pow(5, 0, 1))
print(pow(7, 2, -1), pow(10, -2, 7), pow(-2, 63, 1000003))
print(round(2.675, 2), round(2.5), round(3.5), round(-0.5), round(0.125, 2), round(0.375, 2))
print(round(1234.5678, -2), round(-2.5), round(1.005, 2), round(7, 1), round(15, -1), round(25, -1))
print(divmod(7, -2), divmod(-7, 2), divmod(-7.5, 2), divmod(7, 7))
print(abs(-3.5), abs(-7), abs(0), abs(-0.0))
print(sum([0.5, 1.5], 1), sum(range(5), 10), sum([1, 2], 0.5), sum([True, True, False]))
print(pow(2, 10, 1000) == 24)
