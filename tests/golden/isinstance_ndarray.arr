# isinstance(x, np.ndarray) in host code, as a tutorial checks its input.
import numpy as np

samples = np.linspace(0.0, 1.0, 4)
print(isinstance(samples, np.ndarray), isinstance(samples[0], np.ndarray), isinstance(3, np.ndarray))
print(isinstance(samples, (list, np.ndarray)), isinstance([1.0], (list, np.ndarray)))
if isinstance(samples, np.ndarray):
    print("array of", samples.size, samples.dtype)
