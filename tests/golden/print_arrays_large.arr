# Arrays with more than 1000 elements are summarized with '...'; long rows wrap at 75 characters.
import numpy as np

print(np.arange(1000))
print(np.arange(1001))
print(np.arange(0.0, 1000.0, 0.5))
print(np.arange(2500).reshape((50, 50)))
print(np.arange(3000, dtype=np.float32).reshape((10, 300)))
print(np.arange(30))
print(np.linspace(0.0, 1.0, 20))
print(np.arange(40).reshape((2, 20)))
print(np.arange(1200).reshape((2, 3, 200)))
print(np.ones(1001, dtype=np.bool_))
