# Never ends: the runner kills it at the time limit.
n = 0
while n >= 0:
    n = (n + 1) % 1000
print(n)
