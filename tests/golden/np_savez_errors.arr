# np.savez and np.load of archives fail with NumPy's and Python's messages:
# a name not in the archive (KeyError), a missing file, a directory that
# does not exist, a file that is neither an archive nor an .npy file, a
# member read after close(); the program ends on the KeyError.
import numpy as np

np.savez("data.npz", x=np.arange(3), y=np.ones((2, 2)))
d = np.load("data.npz")
try:
    d["z"]
except KeyError as e:
    print("KeyError:", e)
try:
    np.load("missing.npz")["x"]
except FileNotFoundError as e:
    print("FileNotFoundError:", e)
try:
    np.savez("no/such/dir/out", a=np.zeros(2))
except FileNotFoundError as e:
    print("FileNotFoundError:", e)
with open("notes.npz", "w") as f:
    f.write("not an archive\n")
try:
    np.load("notes.npz")["x"]
except ValueError as e:
    print("ValueError:", e)
d.close()
print(d.files, "w" in d, len(d))
try:
    d["x"]
except AttributeError as e:
    print("AttributeError:", e)
try:
    print("y" in d)
except AttributeError as e:
    print("AttributeError:", e)
with np.load("data.npz") as z:
    print(z["x"] + 1)
    print(z["w"])
