# set.remove of a missing element raises KeyError with the element.
s = {-3, 7, 12}
s.remove(7)
print(s)
s.remove(-4)
print("not reached")
