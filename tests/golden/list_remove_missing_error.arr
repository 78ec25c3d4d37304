# list.remove of a value that is not there.
xs = [1.5, 2.5, 3.5]
xs.remove(2.5)
print(xs, xs.count(1.5))
xs.remove(7)
