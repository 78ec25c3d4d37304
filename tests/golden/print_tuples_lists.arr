# Printing tuples ((1,), nested, mixed) and lists (ints, floats, bools, empty, appended).
t1 = (1,)
t2 = (1, 2.5)
t3 = ((1, 2), (3.5, True))
print(t1)
print(t2)
print(t3)
print((1, "a"))
print(())
print((None, 0))
a = [1, 2, 3]
b = [0.1, 0.2, 0.30000000000000004]
c = [True, False]
print(a)
print(b)
print(c)
d = []
print(len(d))
for i in range(4):
    d.append(i * 1.5)
print(d)
e = [(1, 2), (3, 4)]
print(e)
print([-1.0, 1e-05, 1e16])
print(t2, a)
