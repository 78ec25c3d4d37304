# Errors of advanced indexing caught by try/except in host code: NumPy's
# messages, and nothing the failed subscript made is left behind (the
# valgrind and LeakSanitizer runs check that).
import numpy as np

a = np.arange(5)
for k in range(3):
    try:
        print(a[np.array([1, 9])])
    except IndexError as e:
        print("caught", e)
    try:
        print(a[np.array([True, False])])
    except IndexError as e:
        print("caught", e)
    try:
        a[np.array([0, 1])] = np.array([1, 2, 3])
    except ValueError as e:
        print("caught", e)
print(a)
b = np.arange(12).reshape(3, 4)
for k in range(2):
    try:
        print(b[np.array([0, 1]), np.array([0, 1, 2])])
    except IndexError as e:
        print("caught", e)
    try:
        b[np.array([True, False, True])] = np.array([1, 2, 3])
    except ValueError as e:
        print("caught", e)
    try:
        b[b > 3] = np.array([[1, 2]])
    except TypeError as e:
        print("caught", e)
    try:
        b[..., 1:] = np.array([1, 2])
    except ValueError as e:
        print("caught", e)
    try:
        print(b[[0, 1], 0:2:0])
    except ValueError as e:
        print("caught", e)
print(b)
c = np.arange(5.0)
for k in range(3):
    try:
        c[np.array([0, 9])] = [1.0, 2.0]
    except IndexError as e:
        print("caught", e)
    try:
        c[[0, 1]] = [1.0, 2.0, 3.0]
    except ValueError as e:
        print("caught", e)
c[[4, 0]] = [7, 8]
print(c)
