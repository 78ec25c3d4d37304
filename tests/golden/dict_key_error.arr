# A missing key raises KeyError with repr() of the key, after the output
# printed before it.
prices = {"apple": 1.25, "pear": 0.75}
print(prices["apple"])
order = ["pear", "apple", "plum"]
total = 0.0
for item in order:
    total += prices[item]
    print(item, total)
print("not reached")
