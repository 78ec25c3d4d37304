# np.percentile with q outside [0, 100] raises NumPy's ValueError (issue 15).
import numpy as np

scores = np.array([55.0, 72.5, 91.0, 64.0, 88.5])
print(np.percentile(scores, [25, 50, 75]))
print(np.quantile(scores, 0.5))
print(np.percentile(scores, 101))
