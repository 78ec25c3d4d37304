import numpy as np

a = np.array(((1, 2), (3, 4, 5)))
b = np.array(((1, 2), 3))
print(a, b)
# ERROR 3:5: np.array() of Tuple(UniTuple(int64 x 2), UniTuple(int64 x 3)): arrc needs numbers, or tuples of one length of them
# ERROR 4:5: np.array() of Tuple(UniTuple(int64 x 2), int64): arrc needs numbers, or tuples of one length of them
