import pandas as pd
from scipy import stats
import numpy as np
# ERROR 1:8: import of module 'pandas' is not supported
# ERROR 2:1: import from module 'scipy' is not supported
