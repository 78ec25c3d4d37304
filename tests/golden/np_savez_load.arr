# np.savez and np.load of .npz archives (host code): a simulation saves a
# checkpoint of several dtypes (int64, int32, float64, float32, bool,
# complex128), 2-D and empty arrays, under positional and keyword names,
# then loads it back: d.files, 'name' in d, len(d), iteration over the
# names, a with statement, d.close(), and computing on the arrays read.
import numpy as np

np.random.seed(7)
n = 6
positions = np.random.standard_normal((n, 3))
velocities = np.zeros((n, 3), dtype=np.float32)
ids = np.arange(n, dtype=np.int64)
counts = np.array([3, 0, 7, 1, 2, 9], dtype=np.int32)
alive = counts > 1
phases = np.exp(1j * np.linspace(0.0, np.pi, 4))
history = np.zeros((0, 3))
one = np.array([42], dtype=np.int32)

np.savez("checkpoint", positions, velocities, ids=ids, counts=counts, alive=alive,
         phases=phases, history=history, one=one)

d = np.load("checkpoint.npz")
print(d.files)
print(len(d), "ids" in d, "missing" in d, "arr_0" in d, "arr_0.npy" in d)
for name in d:
    print(name, end=" ")
print()

p = d["arr_0"]
print(p.shape, p.dtype, np.allclose(p, positions))
print(d["arr_1"].dtype, d["arr_1"].shape, d["arr_1"].sum())
print(d["ids"], d["ids"].dtype)
c = d["counts"]
print(c, c.dtype, c.sum(), c.max())
print(d["alive"], d["alive"].dtype, np.count_nonzero(d["alive"]))
print(d["phases"])
print(d["phases"].dtype, np.round(np.abs(d["phases"]), 12))
h = d["history"]
print(h, h.shape, h.dtype, h.size)
print(d["one"], d["one"].shape)
# A member's full name also works, as in NumPy.
print(d["ids.npy"].sum())
# The centre of mass of the particles that are alive.
centre = d["arr_0"][d["alive"]].mean(axis=0)
print(np.round(centre, 6))
d.close()

# Each read makes a new array: changing it leaves the archive alone.
with np.load("checkpoint.npz") as z:
    q = z["counts"]
    q[0] = 100
    print(q[:3], z["counts"][:3])
    print(z["arr_0"].size + z["arr_1"].size)

# Frames of one type: a key known only when the program runs reads any of them.
frames = {}
for step in range(4):
    frames["frame_%d" % step] = np.full((2, 3), step, dtype=np.float32) * 0.5
np.savez_compressed("frames.npz", frame_0=frames["frame_0"], frame_1=frames["frame_1"],
                    frame_2=frames["frame_2"], frame_3=frames["frame_3"])
with np.load("frames.npz") as f:
    total = np.zeros((2, 3), dtype=np.float32)
    for name in f:
        total += f[name]
    print(total, total.dtype)
    print(sorted(f.files, reverse=True))

# Saving again over the same archive replaces it.
np.savez("checkpoint.npz", ids=ids[::-1])
with np.load("checkpoint.npz") as z:
    print(z.files, z["ids"])

# An archive with no arrays.
np.savez("empty.npz")
e = np.load("empty.npz")
print(e.files, len(e))
for name in e:
    print("never", name)

# Numbers are saved as arrays of no dimensions, as np.asanyarray makes them.
np.savez("run", energy=-1.25, steps=400, done=True, z=1 + 2j, grid=np.ones(3))
with np.load("run.npz") as r:
    print(r["energy"], r["energy"].shape, r["energy"].dtype, r["energy"].ndim)
    print(r["steps"], r["steps"].dtype, r["done"], r["done"].dtype, r["z"], r["z"].dtype)
    print(r["energy"].item() * 2, r["steps"][()] + 1, r["energy"] + r["grid"], r["energy"] * 2)
