# An axis out of range in host code raises NumPy's numpy.AxisError, naming
# the axis as it was written (-3, not -1), after what was printed before.
import numpy as np

scores = np.array([[3.0, 4.5, 2.0], [1.5, 2.5, 5.0]])
print("per student:", np.sum(scores, axis=1))
print("per exam:", scores.sum(axis=0))
print("last axis:", np.max(scores, axis=-1))
print(np.mean(scores, axis=-3))
print("not reached")
